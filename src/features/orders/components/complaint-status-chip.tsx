import { useTranslation } from 'next-i18next/pages';
import type { ComplaintStatus } from '@/contracts/complaint-constants';
import { StatusPill, type StatusTone } from '@/components/ui/status-pill';

const STATUS_TONE: Record<ComplaintStatus, StatusTone> = {
  Pending: 'primary',
  Processing: 'info',
  Accepted: 'success',
  Rejected: 'error',
};

/** A complaint's status in the shopper's words, drawn as the order's status is. */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('orders');
  return (
    <StatusPill tone={STATUS_TONE[status]} data-status={status} data-testid="complaint-status">
      {t(`complaint.status.${status}`)}
    </StatusPill>
  );
}
