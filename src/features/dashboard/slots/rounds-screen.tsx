import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { WEEKDAYS } from '@/contracts/delivery-slots';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffRounds } from '../api/staff-slots';
import { useStaffZones } from '../api/staff-zones';
import { WeekdayCard } from './weekday-card';

// The editor and its form (react-hook-form, zod) load when the seller first edits a day.
const RoundsEditor = dynamic(() => import('./rounds-editor'), { ssr: false });

/**
 * /dashboard/delivery-slots: the shop's delivery rounds, one card per weekday from Saturday
 * (the shop's week), each round with its hours, places, cut-off and zones. A day's rounds are
 * edited together and saved as a whole (POST /admin/slots replaces that day's rounds).
 */
export function RoundsScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, error, mutate } = useStaffRounds(locale);
  const { data: zones } = useStaffZones(locale);
  const [editing, setEditing] = useState<number>();
  const [saved, setSaved] = useState<string>();

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.delivery-slots.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }}>
        {t('screens.delivery-slots.description')}
      </Typography>
      <div role="status">
        {saved ? (
          <Alert severity="success" sx={{ mb: 2 }} onClose={() => setSaved(undefined)}>
            {saved}
          </Alert>
        ) : null}
      </div>
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <Stack spacing={1.5} aria-busy="true">
          {[0, 1, 2].map((row) => (
            <Skeleton key={row} variant="rounded" height={120} />
          ))}
        </Stack>
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'repeat(2, minmax(0, 1fr))' },
          }}
        >
          {WEEKDAYS.map((weekday) => (
            <WeekdayCard
              key={weekday}
              weekday={weekday}
              rounds={data.filter((round) => round.weekday === weekday)}
              zones={zones}
              onEdit={() => {
                setSaved(undefined);
                setEditing(weekday);
              }}
            />
          ))}
        </Box>
      )}
      {data && editing !== undefined ? (
        <RoundsEditor
          weekday={editing}
          rounds={data.filter((round) => round.weekday === editing)}
          zones={zones ?? []}
          onClose={() => setEditing(undefined)}
          onSaved={() => {
            setSaved(t('rounds.saved', { day: t(`rounds.weekdays.${editing}`) }));
            setEditing(undefined);
          }}
        />
      ) : null}
      <Typography
        variant="body2"
        color="text.secondary"
        sx={{ mt: 2, display: 'flex', gap: 1, alignItems: 'center' }}
      >
        <ScheduleOutlinedIcon fontSize="small" aria-hidden />
        {t('rounds.hint')}
      </Typography>
    </Box>
  );
}
