import RouteOutlinedIcon from '@mui/icons-material/RouteOutlined';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import type { Round } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { EmptyState } from '@/components/ui/empty-state';
import { DayPicker } from './day-picker';
import { ReadyOrders } from './ready-orders';
import { RoundCard } from './round-card';
import { daysFirst, freeOrders } from './round-plan';

type Props = {
  date: string;
  onDate: (date: string) => void;
  rounds: Round[];
  ready: StaffOrder[];
  onSaved: (message: string) => void;
};

/**
 * One day's rounds once they have loaded: the day, the orders to give a driver and the rounds
 * made. A chunk of its own (rounds-screen.tsx): its forms' selects and menus are most of the
 * screen's code, and nothing of them shows before the day's rounds arrive.
 */
export default function RoundsDay({ date, onDate, rounds, ready, onSaved }: Props) {
  const { t } = useTranslation('rounds');
  return (
    <>
      <DayPicker date={date} onChange={onDate} />
      <ReadyOrders
        date={date}
        orders={daysFirst(freeOrders(ready, rounds), date)}
        onMade={(round) => onSaved(t('made', { driver: round.driver.name }))}
      />
      {rounds.length === 0 ? (
        <EmptyState icon={<RouteOutlinedIcon fontSize="inherit" />} title={t('empty')} />
      ) : (
        <Stack spacing={1.5}>
          {rounds.map((round) => (
            <RoundCard key={round.id} round={round} onSaved={onSaved} />
          ))}
        </Stack>
      )}
    </>
  );
}
