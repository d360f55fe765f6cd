import Card from '@mui/material/Card';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ShopSummary, StockAlert } from '@/contracts/shop-summary';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type ListProps = {
  id: string;
  title: string;
  empty: string;
  items: readonly StockAlert[];
  /** All such items; the answer lists at most STOCK_ALERTS_MAX of them. */
  count: number;
};

function AlertList({ id, title, empty, items, count }: ListProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Card component="section" variant="outlined" aria-labelledby={id} sx={{ p: 2 }}>
      <Typography id={id} component="h3" variant="h5" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {items.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {empty}
        </Typography>
      ) : (
        <Stack component="ul" spacing={0.75} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {items.map((item) => (
            <Stack
              component="li"
              key={item.id}
              direction="row"
              spacing={1}
              sx={{ justifyContent: 'space-between' }}
            >
              <Typography variant="body2">{item.name}</Typography>
              <Typography variant="body2" color="text.secondary" sx={{ whiteSpace: 'nowrap' }}>
                {t('overview.left', {
                  // kg to the gram for an item sold by the kg (ADR 0018).
                  count: formatNumber(item.stock, locale, 3),
                  unit: t(`overview.units.${item.unit_code}`),
                })}
              </Typography>
            </Stack>
          ))}
        </Stack>
      )}
      {count > items.length ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('overview.more', { count: formatNumber(count - items.length, locale) })}
        </Typography>
      ) : null}
    </Card>
  );
}

/** Published items that ran out, and those with the low threshold or fewer left. */
export function StockAlerts({ stock }: { stock: ShopSummary['stock'] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Stack component="section" aria-labelledby="overview-stock" spacing={1.5}>
      <Typography id="overview-stock" component="h2" variant="h4">
        {t('overview.stockTitle')}
      </Typography>
      <AlertList
        id="overview-out-of-stock"
        title={t('overview.outOfStock', {
          count: formatNumber(stock.out_of_stock_count, locale),
        })}
        empty={t('overview.noneOut')}
        items={stock.out_of_stock}
        count={stock.out_of_stock_count}
      />
      <AlertList
        id="overview-low-stock"
        title={t('overview.lowStock', {
          count: formatNumber(stock.low_count, locale),
          threshold: formatNumber(stock.low_threshold, locale),
        })}
        empty={t('overview.noneLow')}
        items={stock.low}
        count={stock.low_count}
      />
    </Stack>
  );
}
