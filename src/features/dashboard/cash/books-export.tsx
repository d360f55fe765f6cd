import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import type { BookKind } from './books-tables';
import { BooksExportStatus } from './books-export-status';
import { exportDays, MAX_EXPORT_DAYS } from './export-range';
import { useBooksExport } from './use-books-export';

const KINDS: readonly BookKind[] = ['orders', 'lines', 'cash'];

type Props = {
  /** The day both ends start on, and move to when it changes (the cash screen's day). */
  day: string;
};

/**
 * The books' CSV files (admins): orders, order lines or the drivers' cash, for one day or a
 * range of up to 31, made in the browser from the API's answers and downloaded.
 */
export function BooksExport({ day }: Props) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  const [from, setFrom] = useState(day);
  const [to, setTo] = useState(day);
  const { state, run } = useBooksExport();
  const busy = state.step === 'gathering';
  // Another day picked on the cash screen moves both ends to it (not while a file is made).
  const [shownDay, setShownDay] = useState(day);
  if (day !== shownDay && !busy) {
    setShownDay(day);
    setFrom(day);
    setTo(day);
  }
  const range = exportDays(from, to);
  const problem = range.ok
    ? undefined
    : t(`export.range.${range.reason}`, { max: formatNumber(MAX_EXPORT_DAYS, locale) });

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby="books-export-title"
      data-testid="books-export"
      sx={{ p: 2 }}
    >
      <Typography id="books-export-title" component="h2" variant="h4">
        {t('export.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('export.hint', { max: formatNumber(MAX_EXPORT_DAYS, locale) })}
      </Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          type="date"
          label={t('export.from')}
          value={from}
          onChange={(event) => setFrom(event.target.value)}
          disabled={busy}
          fullWidth
        />
        <TextField
          type="date"
          label={t('export.to')}
          value={to}
          onChange={(event) => setTo(event.target.value)}
          disabled={busy}
          error={Boolean(problem)}
          helperText={problem}
          fullWidth
        />
      </Stack>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, my: 2 }}>
        {KINDS.map((kind) => (
          <Button
            key={kind}
            variant="outlined"
            startIcon={<FileDownloadOutlined />}
            disabled={busy || !range.ok}
            onClick={() => {
              if (range.ok) void run(kind, range.days);
            }}
          >
            {t(`export.kinds.${kind}`)}
          </Button>
        ))}
      </Stack>
      <BooksExportStatus state={state} />
    </Paper>
  );
}
