import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { intlLocale } from '@/lib/format/intl-locale';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCountdown, type Remaining } from './use-countdown';

type Props = {
  /** When the deal ends (ISO 8601 with an offset). */
  expireDate: string;
};

const UNITS = ['days', 'hours', 'minutes', 'seconds'] as const;
type Unit = (typeof UNITS)[number];

/**
 * The time left on a deal as four boxes (days, hours, minutes, seconds). The boxes tick every
 * second, so they are hidden from screen readers and the timer is named with a sentence
 * instead ("Ends in 2 days, 5 hours"), which is read when a reader reaches it, not on every tick.
 */
export function Countdown({ expireDate }: Props) {
  const { t } = useTranslation('demo-products');
  const locale = useLocale();
  const remaining = useCountdown(expireDate);

  if (remaining?.ended) {
    return (
      <Typography variant="body2" sx={{ fontWeight: 700, color: 'text.secondary' }}>
        {t('countdown.ended')}
      </Typography>
    );
  }

  const label = remaining
    ? t('countdown.endsIn', {
        time: joinList(
          spokenUnits(remaining).map((unit) =>
            t(`countdown.${unit}`, {
              count: remaining[unit],
              n: formatNumber(remaining[unit], locale),
            }),
          ),
          locale,
        ),
      })
    : t('countdown.pending');

  return (
    <Box
      role="timer"
      aria-live="off"
      aria-label={label}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}
    >
      {UNITS.map((unit) => (
        <Box
          key={unit}
          aria-hidden
          sx={{
            minWidth: 52,
            px: 1,
            py: 0.5,
            borderRadius: 1,
            bgcolor: 'background.paper',
            border: 1,
            borderColor: 'divider',
            textAlign: 'center',
          }}
        >
          <Typography
            component="span"
            variant="h6"
            sx={{ display: 'block', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
          >
            {remaining ? formatNumber(remaining[unit], locale) : '--'}
          </Typography>
          <Typography component="span" variant="caption" sx={{ color: 'text.secondary' }}>
            {t(`countdown.unit.${unit}`)}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * The units a listener hears, largest first: those that are not zero, and seconds only in the
 * last minute, so the name does not change every time it is read.
 */
function spokenUnits(remaining: Remaining): Unit[] {
  const shown = (['days', 'hours', 'minutes'] as const).filter((unit) => remaining[unit] > 0);
  return shown.length > 0 ? shown : ['seconds'];
}

/** "2 days, 5 hours and 3 minutes", joined the way the language joins a list. */
function joinList(parts: string[], locale: string): string {
  return new Intl.ListFormat(intlLocale(locale), { style: 'long', type: 'conjunction' }).format(
    parts,
  );
}
