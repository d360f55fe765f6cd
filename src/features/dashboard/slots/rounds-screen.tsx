import ScheduleOutlinedIcon from '@mui/icons-material/ScheduleOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { WEEKDAYS } from '@/contracts/delivery-slots';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffRounds } from '../api/staff-slots';
import { useStaffZones } from '../api/staff-zones';
import { CardGrid, CardScreen } from '../components/card-screen';
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
      <CardScreen
        screen="delivery-slots"
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={120}
      >
        {(rounds) => (
          <CardGrid>
            {WEEKDAYS.map((weekday) => (
              <WeekdayCard
                key={weekday}
                weekday={weekday}
                rounds={rounds.filter((round) => round.weekday === weekday)}
                zones={zones}
                onEdit={() => {
                  setSaved(undefined);
                  setEditing(weekday);
                }}
              />
            ))}
          </CardGrid>
        )}
      </CardScreen>
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
