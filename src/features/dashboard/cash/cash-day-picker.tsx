import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { TextField } from '@/components/form/text-field';
import { formatRoundDay } from '@/lib/format/round';
import { useLocale } from '@/lib/i18n/use-locale';
import { addDays } from './export-range';

type Props = {
  date: string;
  /** Today in Cairo: "next" stops there, a day still to come has no cash yet. */
  today: string;
  onChange: (date: string) => void;
};

/** The day whose cash is shown: a day back or on, any day picked, and the way back to today. */
export function CashDayPicker({ date, today, onChange }: Props) {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  // "Previous" points the way the page reads from: left in English, right in Arabic.
  const rtl = useTheme().direction === 'rtl';
  const [Back, Forward] = rtl ? [ChevronRight, ChevronLeft] : [ChevronLeft, ChevronRight];
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={t('day.previous')} onClick={() => onChange(addDays(date, -1))}>
          <Back />
        </IconButton>
        <TextField
          type="date"
          label={t('day.label')}
          value={date}
          // Cleared, the field says nothing: the day shown stays until another is picked.
          onChange={(event) => {
            if (event.target.value) onChange(event.target.value);
          }}
          slotProps={{ htmlInput: { max: today, 'data-testid': 'cash-day' } }}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <IconButton
          aria-label={t('day.next')}
          disabled={date >= today}
          onClick={() => onChange(addDays(date, 1))}
        >
          <Forward />
        </IconButton>
      </Stack>
      <Stack
        direction="row"
        spacing={1}
        sx={{ alignItems: 'center', justifyContent: 'space-between', mt: 0.5, minHeight: 36 }}
      >
        {/* "Today" is the screen's today (noon UTC is that day in Cairo), not a second clock. */}
        <Typography aria-live="polite" sx={{ fontWeight: 600 }} data-testid="cash-day-words">
          {formatRoundDay(date, t, locale, Date.parse(`${today}T12:00:00Z`))}
        </Typography>
        {date === today ? null : (
          <Button size="small" onClick={() => onChange(today)}>
            {t('day.backToToday')}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
