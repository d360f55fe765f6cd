import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import type { CheckoutTotals } from '../model/checkout-totals';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { totals: CheckoutTotals; eta?: string };

/** Subtotal, delivery and total as a description list (label, then amount). */
export function TotalsTable({ totals, eta }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const delivery =
    totals.delivery === undefined
      ? t('summary.deliveryUnknown')
      : formatMoney(totals.delivery, locale);
  const rows = [
    { id: 'subtotal', label: t('summary.subtotal'), value: formatMoney(totals.subtotal, locale) },
    { id: 'delivery', label: t('summary.delivery'), value: delivery },
    { id: 'total', label: t('summary.total'), value: formatMoney(totals.total, locale) },
  ];
  return (
    <>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}
      >
        {rows.map(({ id, label, value }) => {
          const strong = id === 'total';
          return (
            <Box key={id} sx={{ display: 'contents' }}>
              <Typography
                component="dt"
                variant={strong ? 'h5' : 'body1'}
                color={strong ? 'text.primary' : 'text.secondary'}
              >
                {label}
              </Typography>
              <Typography
                component="dd"
                variant={strong ? 'h5' : 'body1'}
                sx={{ m: 0, textAlign: 'end' }}
                data-testid={`checkout-${id}`}
              >
                {value}
              </Typography>
            </Box>
          );
        })}
      </Box>
      {eta ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('summary.eta', { eta })}
        </Typography>
      ) : null}
    </>
  );
}
