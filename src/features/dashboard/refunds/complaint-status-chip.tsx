import Chip, { type ChipProps } from '@mui/material/Chip';
import { useTranslation } from 'next-i18next/pages';
import type { ComplaintStatus } from '@/contracts/complaint-constants';

const COLOURS: Record<ComplaintStatus, ChipProps['color']> = {
  Pending: 'warning',
  Processing: 'info',
  Accepted: 'success',
  Rejected: 'error',
};

/** A complaint's status, coloured as the dashboard colours the spec's request statuses. */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('dashboard');
  return (
    <Chip
      size="small"
      color={COLOURS[status]}
      label={t(`refunds.status.${status}`)}
      data-testid="complaint-status"
    />
  );
}
