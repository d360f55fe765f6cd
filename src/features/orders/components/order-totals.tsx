import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { AmountList } from '@/components/ui/amount-list';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

/** The lines sold by weight, if any: the total is then an estimate until they are weighed. */
const soldByWeight = (order: Order) => order.items.some((line) => line.weight !== null);

/**
 * The order's money as the backend charged it. While a line waits to be weighed the total is
 * called an estimate; once weighed it is the final total, with the estimate beside it when the
 * two differ. Cash on delivery collects the final total. Credit from an answered complaint
 * is a line of its own; cash the driver hands back is said under the total, not taken off it.
 */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const weighed = soldByWeight(order) && !order.estimated;
  const totalLabel = order.estimated
    ? t('detail.estimatedTotal')
    : weighed
      ? t('detail.finalTotal')
      : t('detail.total');
  const differs = weighed && order.estimated_total !== order.total;
  const rows = [
    { id: 'subtotal', label: t('detail.subtotal'), value: money(order.subtotal) },
    { id: 'delivery', label: t('detail.delivery'), value: money(order.delivery_charge) },
    // The shopper's credit (an answered complaint's) already taken off the total.
    ...(order.credit > 0
      ? [
          {
            id: 'credit',
            label: t('detail.credit'),
            value: t('detail.minus', { amount: money(order.credit) }),
          },
        ]
      : []),
    // Weighed to another amount: the estimate stays in sight above the final total.
    ...(differs
      ? [
          {
            id: 'estimated',
            label: t('detail.estimatedTotal'),
            value: money(order.estimated_total),
          },
        ]
      : []),
    { id: 'total', label: totalLabel, value: money(order.total) },
  ];
  const note = order.estimated
    ? t('detail.estimatedNote')
    : differs
      ? t('detail.finalNote', {
          final: money(order.total),
          estimated: money(order.estimated_total),
        })
      : undefined;
  return (
    <>
      <AmountList rows={rows} testIdPrefix="order" />
      {order.cash_back > 0 ? (
        // Not part of the total: cash the driver hands over at the door, owed from a complaint.
        <Typography variant="body2" sx={{ mt: 1, fontWeight: 600 }} data-testid="order-cash-back">
          {t('detail.cashBack', { amount: money(order.cash_back) })}
        </Typography>
      ) : null}
      {note ? (
        <Typography variant="body2" sx={{ mt: 1 }} data-testid="order-total-note">
          {note}
        </Typography>
      ) : null}
    </>
  );
}
