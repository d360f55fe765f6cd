import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import type { Complaint } from '@/contracts/complaints';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { ComplaintStatusChip } from './complaint-status-chip';

/**
 * One complaint as the shopper made it (lines and reasons, note, photos) and, once the shop
 * answered, what it does about it: cash at the next delivery, credit on the next order or the
 * goods again, the amount, and the shop's note.
 */
export function ComplaintCard({ complaint }: { complaint: Complaint }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { remedy, amount, answer, status } = complaint;
  return (
    <Box
      component="article"
      aria-label={t('complaint.cardLabel', { number: complaint.number })}
      sx={{ p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}
      data-testid="complaint-card"
    >
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('complaint.number', { number: complaint.number })}
        </Typography>
        <ComplaintStatusChip status={status} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {t('complaint.madeAt', { date: formatDateTime(complaint.created_at, locale) })}
      </Typography>
      <Box component="ul" sx={{ m: 0, mt: 1, paddingInlineStart: 2.5 }}>
        {complaint.lines.map((line) => (
          <Typography component="li" variant="body2" key={line.line_id}>
            {t('complaint.lineReason', {
              name: line.name,
              reason: t(`complaint.reason.${line.reason}`),
            })}
          </Typography>
        ))}
      </Box>
      {complaint.note ? (
        <Typography
          variant="body2"
          sx={{ mt: 1, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
          dir="auto"
        >
          {t('complaint.yourNote', { note: complaint.note })}
        </Typography>
      ) : null}
      {complaint.pictures.length > 0 ? (
        <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1, flexWrap: 'wrap' }}>
          {complaint.pictures.map((url, index) => (
            <Image
              key={url}
              src={url}
              alt={t('complaint.photos.name', { n: formatNumber(index + 1, locale) })}
              width={64}
              height={64}
              unoptimized
              style={{ borderRadius: 8, objectFit: 'cover' }}
            />
          ))}
        </Stack>
      ) : null}
      {status === 'Accepted' || status === 'Rejected' ? (
        <Box
          sx={{ mt: 1.5, p: 1.5, borderRadius: 1, bgcolor: 'action.hover' }}
          data-testid="complaint-answer"
        >
          <Typography variant="body2" sx={{ fontWeight: 600 }}>
            {status === 'Accepted' ? t('complaint.accepted') : t('complaint.rejected')}
          </Typography>
          {remedy ? (
            <Typography variant="body2" data-testid="complaint-remedy">
              {t(`complaint.remedy.${remedy}`)}
            </Typography>
          ) : null}
          {amount !== null && amount > 0 ? (
            <Typography variant="body2" data-testid="complaint-amount">
              {t('complaint.amount', { amount: formatMoney(amount, locale) })}
            </Typography>
          ) : null}
          {answer ? (
            <Typography
              variant="body2"
              sx={{ mt: 0.5, whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}
              data-testid="complaint-shop-note"
            >
              {t('complaint.shopNote', { note: answer })}
            </Typography>
          ) : null}
        </Box>
      ) : null}
    </Box>
  );
}
