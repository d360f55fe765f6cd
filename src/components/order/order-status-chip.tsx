import { alpha, styled } from '@mui/material/styles';
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

// A static pill from the theme: MUI's Chip brings clicking, deleting and avatars (2.4 kB gzip
// on the order pages) to a label that does none of them.
const Pill = styled('span', { shouldForwardProp: (prop) => prop !== 'tone' })<{ tone: Tone }>(
  ({ theme, tone }) => ({
    display: 'inline-flex',
    alignItems: 'center',
    minHeight: 24,
    padding: theme.spacing(0, 1),
    borderRadius: 999,
    border: `1px solid ${theme.palette[tone].main}`,
    background: alpha(theme.palette[tone].main, 0.08),
    color: theme.palette[tone].dark,
    fontSize: theme.typography.pxToRem(13),
    fontWeight: 600,
    lineHeight: 1.4,
    whiteSpace: 'nowrap',
  }),
);

/**
 * An order's status in words (the caller's translation) and colour; the text is in the
 * tone's dark shade, which keeps it readable (AA) on the light fill.
 */
export function OrderStatusChip({ status, label }: { status: OrderStatus; label: string }) {
  return (
    <Pill tone={STATUS_TONE[status]} data-status={status}>
      {label}
    </Pill>
  );
}
