import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo } from 'react';
import type { RecentPurchase, StockOutProduct } from '@/contracts/dashboard/dashboard-entities';
import { DataTable } from '@/components/data-table/data-table';
import { LoadError } from '@/components/ui/load-error';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDashboardList } from '../api/use-dashboard-list';
import { createColumnKit } from '../components/column-kit';
import { SummaryCard } from '../components/summary-card';

/** /dashboard: the summary cards, then recent purchases and products out of stock. */
export function OverviewScreen() {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const cards = useDashboardList('/api/dashboard-cards');
  const purchases = useDashboardList('/api/recent-purchase');
  const stockOut = useDashboardList('/api/stock-out-products');
  const purchaseColumns = useMemo(() => {
    const kit = createColumnKit<RecentPurchase>(t, locale);
    return [
      kit.text('product', (row) => row.product),
      kit.chip('payment', (row) => row.payment),
      kit.money('amount', (row) => row.amount),
    ];
  }, [t, locale]);
  const stockOutColumns = useMemo(() => {
    const kit = createColumnKit<StockOutProduct>(t, locale);
    return [
      kit.text('product', (row) => row.product),
      kit.count('stock', (row) => row.stock),
      kit.money('amount', (row) => row.amount),
    ];
  }, [t, locale]);

  return (
    <Box>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t('screens.overview.title')}
      </Typography>
      <Box
        component="section"
        aria-label={t('overview.summary')}
        aria-busy={!cards.data && !cards.error}
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' },
        }}
      >
        {cards.error ? (
          <LoadError onRetry={() => void cards.mutate()} />
        ) : (
          (cards.data?.map((card) => <SummaryCard key={card.title} card={card} />) ??
          Array.from({ length: 4 }, (_, i) => (
            <Skeleton key={i} variant="rounded" height={132} aria-hidden />
          )))
        )}
      </Box>
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          mt: 4,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        <Box component="section" aria-labelledby="recent-purchases">
          <Typography id="recent-purchases" component="h2" variant="h4" sx={{ mb: 2 }}>
            {t('overview.recentPurchases')}
          </Typography>
          <DataTable
            caption={t('overview.recentPurchases')}
            rows={purchases.data}
            error={purchases.error}
            onRetry={() => void purchases.mutate()}
            rowId={(row) => String(row.id)}
            pageSizeOptions={[5, 10]}
            columns={purchaseColumns}
          />
        </Box>
        <Box component="section" aria-labelledby="stock-out">
          <Typography id="stock-out" component="h2" variant="h4" sx={{ mb: 2 }}>
            {t('overview.stockOut')}
          </Typography>
          <DataTable
            caption={t('overview.stockOut')}
            rows={stockOut.data}
            error={stockOut.error}
            onRetry={() => void stockOut.mutate()}
            rowId={(row) => String(row.id)}
            pageSizeOptions={[5, 10]}
            initialSort={{ id: 'stock', desc: false }}
            columns={stockOutColumns}
          />
        </Box>
      </Box>
    </Box>
  );
}
