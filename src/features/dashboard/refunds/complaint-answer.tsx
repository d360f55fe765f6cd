import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { StaffComplaint } from '@/contracts/complaints';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { FactList, type Fact } from '../components/fact-list';

/** The shop's answer to a complaint, once given: what it does, how much, what it wrote back. */
export function ComplaintAnswer({ complaint }: { complaint: StaffComplaint }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  if (complaint.answered_at === null) return null;
  const facts: Fact[] = [
    ...(complaint.remedy
      ? [{ label: t('refunds.remedy'), value: t(`refunds.remedies.${complaint.remedy}`) }]
      : []),
    ...(complaint.amount !== null
      ? [{ label: t('refunds.amount'), value: formatMoney(complaint.amount, locale) }]
      : []),
    ...(complaint.answer
      ? [
          {
            label: t('refunds.answerNote'),
            value: (
              <Box component="span" sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {complaint.answer}
              </Box>
            ),
          },
        ]
      : []),
  ];
  return (
    <Box
      component="section"
      sx={{ mt: 1.5, paddingInlineStart: 1.5, borderInlineStart: 3, borderColor: 'divider' }}
      data-testid="complaint-answer"
    >
      <Typography variant="body2" color="text.secondary">
        {t('refunds.answeredAt', { date: formatDateTime(complaint.answered_at, locale) })}
      </Typography>
      {facts.length > 0 ? <FactList facts={facts} /> : null}
    </Box>
  );
}
