import Box from '@mui/material/Box';
import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';
import { shopDate } from '@/lib/shop-calendar';
import { useLocale } from '@/lib/i18n/use-locale';
import { useReadyOrders, useRounds } from '../api/staff-rounds';
import { CardScreen } from '../components/card-screen';

// The day's forms load while its rounds do (the effect below starts both at once): they show
// only once the rounds have arrived, and kept the screen's first load past its budget.
const loadDay = () => import('./rounds-day');
const RoundsDay = dynamic(loadDay, { ssr: false });

/**
 * /dashboard/rounds: a day's drivers' rounds. The orders being prepared for that day and on
 * no round yet are ticked and given to a driver; each round's stops are put in driving order,
 * sent out, and printed or shared as the driver's sheet.
 */
export function RoundsScreen() {
  const locale = useLocale();
  const [date, setDate] = useState(() => shopDate(Date.now()));
  const { data, error, mutate } = useRounds(date, locale);
  const ready = useReadyOrders(locale);
  const [saved, setSaved] = useState<string>();
  useEffect(() => void loadDay(), []);

  return (
    <Box>
      <CardScreen
        screen="rounds"
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry: () => void mutate() }}
        skeletonHeight={160}
      >
        {(rounds) => (
          <RoundsDay
            date={date}
            onDate={setDate}
            rounds={rounds}
            ready={ready.data ?? []}
            onSaved={setSaved}
          />
        )}
      </CardScreen>
    </Box>
  );
}
