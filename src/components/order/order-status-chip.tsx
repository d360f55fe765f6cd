import type { OrderStatus } from '@/contracts/order-constants';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

/** One colour per status, the same for the shopper's orders and the seller's queue. */
const STATUS_TONE: Record<OrderStatus, StatusTone> = {
  Pending: 'primary',
  Processing: 'info',
  OutForDelivery: 'info',
  Delivered: 'success',
  Cancelled: 'error',
};

/** An order's status in words (the caller's translation) and colour. */
export function OrderStatusChip({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <StatusPill tone={STATUS_TONE[status]} data-status={status}>
      {label}
    </StatusPill>
  );
}
