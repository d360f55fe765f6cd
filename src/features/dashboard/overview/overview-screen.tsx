import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { LoadError } from '@/components/ui/load-error';
import { useSession } from '@/lib/auth/session';
import { useLocale } from '@/lib/i18n/use-locale';
import { shopDate } from '@/lib/shop-calendar';
import { useShopSummary } from '../api/shop-summary';
import { BooksExport } from '../cash/books-export';
import { FeedbackCards } from './feedback-cards';
import { OrderAlerts } from './order-alerts';
import { PeriodCard } from './period-card';
import { RecentOrders } from './recent-orders';
import { StockAlerts } from './stock-alerts';
import { TodayCash } from './today-cash';
import { WaitingOrders } from './waiting-orders';

/**
 * /dashboard: the shop's real figures (GET /admin/summary), refreshed every 30 s: orders
 * waiting, complaints to answer and this week's rating, today and this week, stock running
 * out, the newest orders. One column on a phone,
 * the order of what a seller looks at first. An admin also sees today's drivers' cash and the
 * books' CSV files (the cash and the customers' details in them are the admin's to read).
 */
export function OverviewScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { data, error, mutate } = useShopSummary(locale);
  const isAdmin = useSession().data?.user.role === 'admin';
  // The day the overview was opened on, in Cairo: its cash is that day's until a reload.
  const [today] = useState(() => shopDate(Date.now()));

  return (
    <Box>
      <Typography component="h1" variant="h2">
        {t('screens.overview.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 3 }}>
        {t('screens.overview.description')}
      </Typography>
      {error && !data ? (
        <LoadError onRetry={() => void mutate()} />
      ) : !data ? (
        <Box aria-busy="true" sx={{ display: 'grid', gap: 2 }}>
          {[64, 180, 180].map((height, index) => (
            <Skeleton key={index} variant="rounded" height={height} />
          ))}
        </Box>
      ) : (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <WaitingOrders waiting={data.waiting} />
          <FeedbackCards openComplaints={data.open_complaints} weekRating={data.week_rating} />
          <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
            <PeriodCard id="today" period={data.today} />
            <PeriodCard id="week" period={data.week} />
          </Box>
          {isAdmin ? (
            <Box
              sx={{
                display: 'grid',
                gap: 2,
                gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
              }}
            >
              <TodayCash today={today} />
              <BooksExport day={today} />
            </Box>
          ) : null}
          <Box
            sx={{
              display: 'grid',
              gap: 3,
              gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
            }}
          >
            <RecentOrders orders={data.recent_orders} />
            <StockAlerts stock={data.stock} />
          </Box>
          <OrderAlerts />
        </Box>
      )}
    </Box>
  );
}
