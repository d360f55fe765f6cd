import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { Notice } from '@/components/ui/notice';
import { formatDate } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import type { BooksExportState } from './use-books-export';

/** A `YYYY-MM-DD` day in words; noon UTC is the same day in Cairo. */
const dayWords = (day: string, locale: unknown) => formatDate(`${day}T12:00:00Z`, locale);

/** How far an export has got, the file it saved, or why it stopped. */
export function BooksExportStatus({ state }: { state: BooksExportState }) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  if (state.step === 'gathering') {
    const words = t('export.gathering', {
      day: dayWords(state.day, locale),
      done: formatNumber(state.done + 1, locale),
      total: formatNumber(state.total, locale),
    });
    return (
      <Box role="status" data-testid="books-export-progress">
        <Typography variant="body2" sx={{ mb: 0.5 }}>
          {words}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={(state.done / state.total) * 100}
          aria-label={words}
        />
      </Box>
    );
  }
  if (state.step === 'done') {
    return (
      <Alert severity="success" role="status" data-testid="books-export-done">
        {t('export.done', {
          file: state.fileName,
          count: state.records,
          formatted: formatNumber(state.records, locale),
        })}
      </Alert>
    );
  }
  if (state.step === 'failed') {
    const day = state.day ? dayWords(state.day, locale) : undefined;
    return (
      <Notice severity="error">
        {state.reason
          ? t('export.refused', { reason: state.reason })
          : day
            ? t('export.failedOn', { day })
            : t('export.failed')}
      </Notice>
    );
  }
  return null;
}
