import Chip from '@mui/material/Chip';
import { alpha } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { OrderStatus } from '@/contracts/order';
import { STATUS_TONE } from '../model/order-status';

/** The status in words and colour; the dark shade keeps the text readable (AA). */
export function OrderStatusChip({ status }: { status: OrderStatus }) {
  const { t } = useTranslation('orders');
  const tone = STATUS_TONE[status];
  return (
    <Chip
      size="small"
      variant="outlined"
      label={t(`status.${status}`)}
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
