import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { shopDate } from '@/lib/shop-calendar';
import { useLocale } from '@/lib/i18n/use-locale';
import { useReadyOrders, useRounds } from '../api/staff-rounds';
import { CardScreen } from '../components/card-screen';
import { DayPicker } from './day-picker';
import { ReadyOrders } from './ready-orders';
import { RoundCard } from './round-card';
import { daysFirst, freeOrders } from './round-plan';

/**
 * /dashboard/rounds: a day's drivers' rounds. The orders being prepared for that day and on
 * no round yet are ticked and given to a driver; each round's stops are put in driving order,
 * sent out, and printed or shared as the driver's sheet.
 */
export function RoundsScreen() {
  const { t } = useTranslation('rounds');
  const locale = useLocale();
  const [date, setDate] = useState(() => shopDate(Date.now()));
  const { data, error, mutate } = useRounds(date, locale);
  const ready = useReadyOrders(locale);
  const [saved, setSaved] = useState<string>();

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
          <>
            <DayPicker date={date} onChange={setDate} />
            <ReadyOrders
              date={date}
              orders={daysFirst(freeOrders(ready.data ?? [], rounds), date)}
              onMade={(round) => setSaved(t('made', { driver: round.driver.name }))}
            />
            {rounds.length === 0 ? (
              <EmptyState icon={<RouteOutlinedIcon fontSize="inherit" />} title={t('empty')} />
            ) : (
              <Stack spacing={1.5}>
                {rounds.map((round) => (
                  <RoundCard key={round.id} round={round} onSaved={setSaved} />
                ))}
              </Stack>
            )}
          </>
        )}
      </CardScreen>
    </Box>
  );
}
