import PaymentsOutlined from '@mui/icons-material/PaymentsOutlined';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { Skeleton } from '@/components/ui/skeleton';
import type { CashDay } from '@/contracts/driver-rounds';
import { useLocale } from '@/lib/i18n/use-locale';
import { shopDate } from '@/lib/shop-calendar';
import { useCashDay } from '../api/staff-cash';
import { CardGrid, CardScreen } from '../components/card-screen';
import { BooksExport } from './books-export';
import { CashDayPicker } from './cash-day-picker';
import { CashDriverCard } from './cash-driver-card';

// The dialog and its form (react-hook-form, zod) load when an admin first closes a day.
const CashCloseDialog = dynamic(() => import('./cash-close-dialog'), { ssr: false });

/**
 * /dashboard/cash (admins only, dashboard-screens.ts): each driver's cash on one day, today in
 * Cairo to start with; an admin closes a driver's day once every stop is done, with the cash
 * counted. Below, the books' CSV files.
 */
export function CashScreen() {
  const { t } = useTranslation('cash');
  const locale = useLocale();
  const [today] = useState(() => shopDate(Date.now()));
  const [date, setDate] = useState(today);
  const { data, error, mutate } = useCashDay(date, locale);
  const [closing, setClosing] = useState<CashDay>();
  const [saved, setSaved] = useState<string>();
  const retry = () => void mutate();

  return (
    <Box>
      <CardScreen
        screen="cash"
        saved={saved}
        onDismissSaved={() => setSaved(undefined)}
        load={{ data, error, retry }}
        skeletonHeight={220}
      >
        {(list) => (
          <>
            <CashDayPicker
              date={date}
              today={today}
              onChange={(next) => {
                setSaved(undefined);
                setDate(next);
              }}
            />
            {/* Figures of the day before stay out of sight while the day picked loads. */}
            {list.date !== date ? (
              error ? (
                <LoadError onRetry={retry} />
              ) : (
                <Stack spacing={1.5} aria-busy="true">
                  {[0, 1].map((row) => (
                    <Skeleton key={row} variant="rounded" height={220} />
                  ))}
                </Stack>
              )
            ) : list.drivers.length === 0 ? (
              <EmptyState
                icon={<PaymentsOutlined fontSize="inherit" />}
                title={t('empty.title')}
                message={t('empty.message')}
              />
            ) : (
              <CardGrid>
                {list.drivers.map((day) => (
                  <CashDriverCard
                    key={day.driver.id}
                    day={day}
                    onClose={(next) => {
                      setSaved(undefined);
                      setClosing(next);
                    }}
                  />
                ))}
              </CardGrid>
            )}
            <Box sx={{ mt: 3 }}>
              <BooksExport day={date} />
            </Box>
          </>
        )}
      </CardScreen>
      {closing ? (
        <CashCloseDialog
          day={closing}
          onCancel={() => setClosing(undefined)}
          onClosed={(day) => {
            setClosing(undefined);
            setSaved(t('close.done', { name: day.driver.name }));
          }}
        />
      ) : null}
    </Box>
  );
}
