import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip as StatusChip } from '@/components/order/order-status-chip';
import type { OrderStatus } from '@/contracts/order';

/** The status chip with the shopper's words for it. */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  return <StatusChip status={status} label={t(`status.${status}`)} />;
}
