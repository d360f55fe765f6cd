import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DriverRound, DriverStop } from '@/contracts/driver-rounds';
import { formatNumber } from '@/lib/format/number';
import { formatRoundHours } from '@/lib/format/round';
import { useLocale } from '@/lib/i18n/use-locale';
import { doneCount, drivingOrder } from '../model/stop-state';
import { StopCard } from './stop-card';

type Props = {
  round: DriverRound;
  onDeliver: (stop: DriverStop) => void;
  onFail: (stop: DriverStop) => void;
};

/** One round of the day (a driver may drive two slots): its hours, how far along, its stops. */
export function RoundSection({ round, onDeliver, onFail }: Props) {
  const { t } = useTranslation('driver');
  const locale = useLocale();
  const stops = drivingOrder(round.stops);
  const headingId = `round-${round.id}`;
  return (
    <Box component="section" aria-labelledby={headingId} data-testid="driver-round">
      <Typography component="h2" variant="h4" id={headingId}>
        {round.slot
          ? t('round.heading', { hours: formatRoundHours(round.slot, t, locale) })
          : t('round.headingNoSlot')}
      </Typography>
      <Typography color="text.secondary">
        {t('round.progress', {
          done: formatNumber(doneCount(round), locale),
          total: formatNumber(stops.length, locale),
        })}
      </Typography>
      <Stack component="ol" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0, mt: 1.5 }}>
        {stops.map((stop) => (
          <li key={stop.order_id}>
            <StopCard stop={stop} total={stops.length} onDeliver={onDeliver} onFail={onFail} />
          </li>
        ))}
      </Stack>
    </Box>
  );
}
