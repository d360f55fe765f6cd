import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import { useTranslation } from 'next-i18next/pages';
import type { OrderStatus } from '@/contracts/order';
import { formatNumber } from '@/lib/format/number';
import { activeStep, ORDER_STEPS } from '../model/order-status';
import { useLocale } from '@/lib/i18n/use-locale';

/** Pending → Processing → Delivered; a cancelled order gets an alert instead of the steps. */
export function OrderStatusStepper({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const active = activeStep(status);
  if (active === undefined) {
    return (
      <Alert severity="error" variant="outlined" data-testid="order-cancelled">
        {t('stepper.cancelled')}
      </Alert>
    );
  }
  return (
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('stepper.label')}
      // White digits on the light primary fail contrast; the dark shade passes AA.
      sx={{
        '& .MuiStepIcon-root.Mui-active, & .MuiStepIcon-root.Mui-completed': {
          color: 'primary.dark',
        },
      }}
    >
      {ORDER_STEPS.map((step, index) => (
        <Step key={step} aria-current={index === active ? 'step' : undefined}>
          <StepLabel icon={formatNumber(index + 1, locale)}>{t(`status.${step}`)}</StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
