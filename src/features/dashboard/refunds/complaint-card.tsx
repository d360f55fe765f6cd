import GavelOutlinedIcon from '@mui/icons-material/GavelOutlined';
import PlayArrowOutlinedIcon from '@mui/icons-material/PlayArrowOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import ShopLink from '@/components/ui/shop-link';
import type { StaffComplaint } from '@/contracts/complaints';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { ContactButtons } from '../components/contact-buttons';
import { FactList, type Fact } from '../components/fact-list';
import { staffOrderPath } from '../orders/order-paths';
import { ComplaintAnswer } from './complaint-answer';
import { ComplaintLines } from './complaint-lines';
import { ComplaintPictures } from './complaint-pictures';
import { ComplaintStatusChip } from './complaint-status-chip';

type Props = {
  complaint: StaffComplaint;
  /** A save of this complaint is under way: its buttons wait. */
  busy: boolean;
  onTakeUp: (complaint: StaffComplaint) => void;
  onAnswer: (complaint: StaffComplaint) => void;
};

/**
 * One complaint, made for a phone: the order (a link to its page), who complained and how to
 * call them, when, the lines with what went wrong and what they cost, the photos, the note, and
 * the shop's answer once given. The buttons are where the server says it may go next.
 */
export function ComplaintCard({ complaint, busy, onTakeUp, onAnswer }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { order, customer, next_statuses: next } = complaint;
  const canAnswer = next.includes('Accepted') || next.includes('Rejected');
  const facts: Fact[] = [
    { label: t('refunds.sent'), value: formatDateTime(complaint.created_at, locale) },
    ...(order.delivered_at
      ? [{ label: t('refunds.delivered'), value: formatDateTime(order.delivered_at, locale) }]
      : []),
  ];
  return (
    <Paper variant="outlined" component="article" sx={{ p: 2 }} data-testid="complaint-card">
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'flex-start', justifyContent: 'space-between' }}
      >
        <Typography component="h2" variant="h4">
          <ShopLink href={staffOrderPath(order.id)}>
            {t('refunds.order', { number: order.number })}
          </ShopLink>
        </Typography>
        <ComplaintStatusChip status={complaint.status} />
      </Stack>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>{customer.name}</Typography>
      <Typography
        component="a"
        href={`tel:${customer.phone}`}
        dir="ltr"
        color="text.secondary"
        sx={{ display: 'inline-block', textAlign: 'start' }}
      >
        {customer.phone}
      </Typography>
      <FactList facts={facts} />
      <ComplaintLines lines={complaint.lines} />
      <ComplaintPictures pictures={complaint.pictures} number={order.number} />
      {complaint.note ? (
        <Box sx={{ mt: 1.5 }}>
          <Typography variant="body2" color="text.secondary">
            {t('refunds.note')}
          </Typography>
          <Typography
            sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
            data-testid="complaint-note"
          >
            {complaint.note}
          </Typography>
        </Box>
      ) : null}
      <ComplaintAnswer complaint={complaint} />
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {next.includes('Processing') ? (
          <Button
            variant="outlined"
            startIcon={<PlayArrowOutlinedIcon />}
            disabled={busy}
            onClick={() => onTakeUp(complaint)}
            aria-label={t('refunds.takeUpLabel', { number: order.number })}
          >
            {t('refunds.takeUp')}
          </Button>
        ) : null}
        {canAnswer ? (
          <Button
            variant="contained"
            startIcon={<GavelOutlinedIcon />}
            disabled={busy}
            onClick={() => onAnswer(complaint)}
            aria-label={t('refunds.answerLabel', { number: order.number })}
          >
            {t('refunds.answer')}
          </Button>
        ) : null}
        <ContactButtons name={customer.name} phone={customer.phone} />
      </Stack>
    </Paper>
  );
}
