import { alpha, styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { ComplaintStatus } from '@/contracts/complaint-constants';

type Tone = 'primary' | 'info' | 'success' | 'error';

const STATUS_TONE: Record<ComplaintStatus, Tone> = {
  Pending: 'primary',
  Processing: 'info',
  Accepted: 'success',
  Rejected: 'error',
};

// Drawn as the order's status pill is (components/order/order-status-chip.tsx): a static
// label in the tone's dark shade on a light fill, readable (AA) in every tone.
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

/** A complaint's status in the shopper's words. */
export function ComplaintStatusChip({ status }: { status: ComplaintStatus }) {
  const { t } = useTranslation('orders');
  return (
    <Pill tone={STATUS_TONE[status]} data-status={status} data-testid="complaint-status">
      {t(`complaint.status.${status}`)}
    </Pill>
  );
}
