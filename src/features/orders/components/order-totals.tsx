import { useTranslation } from 'next-i18next/pages';
import { AmountList } from '@/components/ui/amount-list';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

/** The order's money as the backend charged it. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const rows = [
    { id: 'subtotal', label: t('detail.subtotal'), value: order.subtotal },
    { id: 'delivery', label: t('detail.delivery'), value: order.delivery_charge },
    { id: 'total', label: t('detail.total'), value: order.total },
  ].map((row) => ({ ...row, value: formatMoney(row.value, locale) }));
  return <AmountList rows={rows} testIdPrefix="order" />;
}
