import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import type { OrderStatus } from '@/contracts/order-constants';

type Tone = 'primary' | 'info' | 'success' | 'error';

/** One colour per status, the same for the shopper's orders and the seller's queue. */
const STATUS_TONE: Record<OrderStatus, Tone> = {
  Pending: 'primary',
  Processing: 'info',
  OutForDelivery: 'info',
  Delivered: 'success',
  Cancelled: 'error',
};

/**
 * An order's status in words (the caller's translation) and colour; the text is in the
 * tone's dark shade, which keeps it readable (AA) on the light fill.
 */
export function OrderStatusChip({ status, label }: { status: OrderStatus; label: string }) {
  const tone = STATUS_TONE[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={label}
      data-status={status}
      sx={{
        fontWeight: 600,
        color: `${tone}.dark`,
        borderColor: `${tone}.main`,
        bgcolor: (theme) => alpha(theme.palette[tone].main, 0.08),
      }}
    />
  );
}
