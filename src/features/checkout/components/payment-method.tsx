import FormControlLabel from '@mui/material/FormControlLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { PAYMENT_METHODS } from '@/contracts/order-constants';

/** Cash on delivery is the only way to pay; shown as a choice so the shopper knows it. */
export function PaymentMethod() {
  const { t } = useTranslation('checkout');
  return (
    <RadioGroup name="payment_method" value={PAYMENT_METHODS[0]} aria-label={t('steps.payment')}>
      {PAYMENT_METHODS.map((method) => (
        <FormControlLabel
          key={method}
          value={method}
          control={<Radio />}
          label={
            <Box>
              <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                {t(`payment.${method}.title`)}
              </Typography>
              <Typography component="span" variant="body2" color="text.secondary">
                {t(`payment.${method}.hint`)}
              </Typography>
            </Box>
          }
          sx={{ alignItems: 'flex-start', '& .MuiRadio-root': { mt: -0.5 } }}
        />
      ))}
    </RadioGroup>
  );
}
