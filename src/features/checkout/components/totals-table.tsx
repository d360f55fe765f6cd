import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { AmountList } from '@/components/ui/amount-list';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import type { CheckoutTotals } from '../model/checkout-totals';

type Props = {
  totals: CheckoutTotals;
  /** When the order arrives, already worded: the booked round, or the zone's usual time. */
  promise?: string;
  /** Some line is sold by weight: the total is an estimate until the shop weighs it. */
  estimated?: boolean;
};

/**
 * Subtotal, delivery, the shopper's credit if any, and total (delivery unknown until a zone is
 * chosen), then when it comes; with a line sold by weight the total is called an estimate and
 * the shopper is told the final one is what they pay.
 */
export function TotalsTable({ totals, promise, estimated = false }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const delivery =
    totals.delivery === undefined
      ? t('summary.deliveryUnknown')
      : formatMoney(totals.delivery, locale);
  const rows = [
    { id: 'subtotal', label: t('summary.subtotal'), value: formatMoney(totals.subtotal, locale) },
    { id: 'delivery', label: t('summary.delivery'), value: delivery },
    ...(totals.credit > 0
      ? [
          {
            id: 'credit',
            label: t('summary.credit'),
            value: t('summary.minus', { amount: formatMoney(totals.credit, locale) }),
          },
        ]
      : []),
    {
      id: 'total',
      label: estimated ? t('summary.estimatedTotal') : t('summary.total'),
      value: formatMoney(totals.total, locale),
    },
  ];
  return (
    <>
      <AmountList rows={rows} testIdPrefix="checkout" />
      {totals.credit > 0 ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="checkout-credit-note">
          {t('summary.creditNote')}
        </Typography>
      ) : null}
      {estimated ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="checkout-final-note">
          {t('summary.cashFinal')}
        </Typography>
      ) : null}
      {promise ? (
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="checkout-promise">
          {promise}
        </Typography>
      ) : null}
    </>
  );
}
