import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatDate } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';

/** The day `days` after `date` (YYYY-MM-DD), counted on the calendar, not in hours. */
export function dayAfter(date: string, days: number): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return at.toISOString().slice(0, 10);
}

/** The day whose rounds show, with the day before and after a tap away. */
export function DayPicker({ date, onChange }: { date: string; onChange: (date: string) => void }) {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  // The arrows point the way the page reads: "earlier" is back, whichever side that is.
  const [back, forward] =
    locale === 'ar' ? [ChevronRightIcon, ChevronLeftIcon] : [ChevronLeftIcon, ChevronRightIcon];
  const Back = back;
  const Forward = forward;
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
      <IconButton aria-label={t('dayBefore')} onClick={() => onChange(dayAfter(date, -1))}>
        <Back />
      </IconButton>
      <Typography component="p" variant="h4" data-testid="rounds-day" sx={{ minWidth: '10em' }}>
        {formatDate(`${date}T12:00:00Z`, locale)}
      </Typography>
      <IconButton aria-label={t('dayAfter')} onClick={() => onChange(dayAfter(date, 1))}>
        <Forward />
      </IconButton>
    </Stack>
  );
}
