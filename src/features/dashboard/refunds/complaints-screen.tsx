import ReportProblemOutlinedIcon from '@mui/icons-material/ReportProblemOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import MuiTextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import { COMPLAINT_STATUSES, type ComplaintStatus } from '@/contracts/complaint-constants';
import type { StaffComplaint } from '@/contracts/complaints';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  COMPLAINTS_PAGE_SIZE,
  useAnswerComplaint,
  useStaffComplaints,
} from '../api/staff-complaints';
import { CardGrid } from '../components/card-screen';
import { PageNav } from '../components/page-nav';
import { ComplaintCard } from './complaint-card';

// The dialog and its form (react-hook-form, zod) load when a seller first answers.
const AnswerDialog = dynamic(() => import('./answer-dialog'), { ssr: false });

/**
 * /dashboard/refund-requests: shoppers' complaints about delivered orders (GET
 * /admin/refund-requests), newest first, by status. A seller takes one up (Processing) and
 * answers it: accepted with a remedy, or rejected, with a note the shopper reads. The
 * overview's link opens it narrowed (`initialStatus`, from the URL).
 */
export function ComplaintsScreen({ initialStatus = '' }: { initialStatus?: ComplaintStatus | '' }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [status, setStatus] = useState<ComplaintStatus | ''>(initialStatus);
  const [page, setPage] = useState(1);
  const { data, error, mutate, isLoading } = useStaffComplaints(status, page, locale);
  const answer = useAnswerComplaint(locale);
  const [busy, setBusy] = useState<number>();
  const [saved, setSaved] = useState<string>();
  const [failure, setFailure] = useState<string>();
  const [answering, setAnswering] = useState<StaffComplaint>();
  const pages = Math.max(1, Math.ceil((data?.total ?? 0) / COMPLAINTS_PAGE_SIZE));

  const takeUp = async (complaint: StaffComplaint) => {
    setBusy(complaint.id);
    setSaved(undefined);
    setFailure(undefined);
    try {
      await answer(complaint.id, { status: 'Processing' });
      setSaved(t('refunds.takenUp', { number: complaint.order.number }));
    } catch (caught) {
      setFailure(errorEnvelopeOf(caught)?.message ?? t('refunds.answerFailed'));
    } finally {
      setBusy(undefined);
    }
  };

  /** What the answer did, in words: the remedy and its amount when accepted. */
  const answered = (complaint: StaffComplaint) => {
    const number = complaint.order.number;
    if (complaint.status !== 'Accepted' || !complaint.remedy) {
      return t('refunds.rejectedDone', { number });
    }
    const remedy = t(`refunds.remedies.${complaint.remedy}`);
    return complaint.amount === null
      ? t('refunds.acceptedDone', { number, remedy })
      : t('refunds.acceptedAmountDone', {
          number,
          remedy,
          amount: formatMoney(complaint.amount, locale),
        });
  };

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.refund-requests.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.refund-requests.description')}
      </Typography>
      <MuiTextField
        select
        label={t('refunds.statusFilter')}
        value={status}
        onChange={(event) => {
          setStatus(event.target.value as ComplaintStatus | '');
          setPage(1);
        }}
        // "All" is a choice of its own, shown as such rather than as an empty field.
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        sx={{ minWidth: 220, mb: 2 }}
      >
        <MenuItem value="">{t('refunds.allStatuses')}</MenuItem>
        {COMPLAINT_STATUSES.map((value) => (
          <MenuItem key={value} value={value}>
            {t(`refunds.status.${value}`)}
          </MenuItem>
        ))}
      </MuiTextField>
      {saved ? (
        <Alert severity="success" role="status" sx={{ mb: 2 }} onClose={() => setSaved(undefined)}>
          {saved}
        </Alert>
      ) : null}
      {failure ? (
        <Alert severity="error" role="alert" sx={{ mb: 2 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : isLoading || !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={260} />
          ))}
        </Stack>
      ) : data.complaints.length === 0 ? (
        <EmptyState
          icon={<ReportProblemOutlinedIcon fontSize="inherit" />}
          title={t('refunds.emptyTitle')}
          message={t('refunds.emptyMessage')}
        />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
            {t('refunds.found', { count: formatNumber(data.total, locale) })}
          </Typography>
          <CardGrid>
            {data.complaints.map((complaint) => (
              <ComplaintCard
                key={complaint.id}
                complaint={complaint}
                busy={busy === complaint.id}
                onTakeUp={(target) => void takeUp(target)}
                onAnswer={(target) => {
                  setSaved(undefined);
                  setFailure(undefined);
                  setAnswering(target);
                }}
              />
            ))}
          </CardGrid>
          <PageNav label={t('refunds.pages')} page={page} pages={pages} onPage={setPage} />
        </>
      )}
      {answering ? (
        <AnswerDialog
          complaint={answering}
          onCancel={() => setAnswering(undefined)}
          onAnswered={(complaint) => {
            setAnswering(undefined);
            setSaved(answered(complaint));
          }}
        />
      ) : null}
    </Box>
  );
}
