import ReportProblemOutlined from '@mui/icons-material/ReportProblemOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Order } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { canComplain } from '../model/feedback';
import { ComplaintCard } from './complaint-card';
import { ComplaintDialog } from './complaint-dialog';
import { OrderSection } from './order-section';

type Props = {
  order: Order;
  /** When the page was opened. */
  now: number;
};

/**
 * A delivered order's complaints: "Report a problem" while the shop takes them (until when,
 * in the shopper's time), and each complaint made with the shop's answer. Nothing once the
 * window has closed with none made.
 */
export function OrderComplaints({ order, now }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string>();
  const complaints = order.complaints ?? [];
  const offer = canComplain(order, now);
  if (!offer && complaints.length === 0 && !sent) return null;

  return (
    <OrderSection id="order-complaints-heading" title={t('complaint.heading')}>
      {sent ? (
        <Typography
          role="status"
          color="success.dark"
          sx={{ mb: 1.5 }}
          data-testid="complaint-sent"
        >
          {sent}
        </Typography>
      ) : null}
      {offer && order.complaint_until ? (
        <Stack spacing={1} sx={{ alignItems: 'flex-start', mb: complaints.length ? 2 : 0 }}>
          <Typography variant="body2" color="text.secondary" data-testid="complaint-until">
            {t('complaint.until', { date: formatDateTime(order.complaint_until, locale) })}
          </Typography>
          <Button
            variant="outlined"
            startIcon={<ReportProblemOutlined />}
            onClick={() => {
              setSent(undefined);
              setOpen(true);
            }}
          >
            {t('complaint.report')}
          </Button>
        </Stack>
      ) : null}
      {complaints.length > 0 ? (
        <Stack spacing={1.5}>
          {complaints.map((complaint) => (
            <ComplaintCard key={complaint.id} complaint={complaint} />
          ))}
        </Stack>
      ) : null}
      {open ? (
        <ComplaintDialog
          order={order}
          onClose={() => setOpen(false)}
          onSent={(complaint) => {
            setOpen(false);
            setSent(t('complaint.sent', { number: complaint.number }));
          }}
        />
      ) : null}
    </OrderSection>
  );
}
