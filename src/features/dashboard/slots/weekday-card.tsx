import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DeliveryRound } from '@/contracts/delivery-slots';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { formatNumber } from '@/lib/format/number';
import { formatClock } from '@/lib/format/slot';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  weekday: number;
  rounds: readonly DeliveryRound[];
  /** For the zones' names; a round's ids show until they arrive. */
  zones: readonly StaffDeliveryZone[] | undefined;
  onEdit: () => void;
};

/** One weekday's rounds, earliest first, and the way to edit them. */
export function WeekdayCard({ weekday, rounds, zones, onEdit }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const day = t(`rounds.weekdays.${weekday}`);
  const id = `weekday-${weekday}`;
  const zoneNames = (round: DeliveryRound) =>
    round.zone_ids.length === 0
      ? t('rounds.allZones')
      : round.zone_ids
          .map((zoneId) => zones?.find((zone) => zone.id === zoneId)?.area ?? `#${zoneId}`)
          .join(locale === 'ar' ? '، ' : ', ');
  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={id}
      sx={{ p: 2 }}
      data-testid="weekday"
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 1 }}>
        <Typography id={id} component="h2" variant="h5" sx={{ flexGrow: 1 }}>
          {day}
        </Typography>
        <Button variant="outlined" onClick={onEdit} aria-label={t('rounds.editDay', { day })}>
          {t('rounds.edit')}
        </Button>
      </Stack>
      {rounds.length === 0 ? (
        <Typography color="text.secondary">{t('rounds.none')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {[...rounds]
            .sort((a, b) => a.from.localeCompare(b.from))
            .map((round) => (
              <li key={round.id} data-testid="round">
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <Typography sx={{ fontWeight: 700 }} dir="ltr">
                    {t('rounds.hours', {
                      from: formatClock(round.from, locale),
                      to: formatClock(round.to, locale),
                    })}
                  </Typography>
                  {round.is_active ? null : (
                    <Chip size="small" label={t('rounds.paused')} color="warning" />
                  )}
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('rounds.facts', {
                    capacity: formatNumber(round.capacity, locale),
                    cutoff: formatNumber(round.cutoff_minutes, locale),
                  })}
                </Typography>
                <Typography variant="body2">
                  {t('rounds.zones', { zones: zoneNames(round) })}
                </Typography>
              </li>
            ))}
        </Stack>
      )}
    </Paper>
  );
}
