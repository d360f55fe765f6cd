import Box from '@mui/material/Box';
import { Skeleton } from '@/components/ui/skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { formatDateTime } from '@/lib/format/date';
import { useLocale } from '@/lib/i18n/use-locale';
import { useItemPrices } from '../api/staff-items';
import { ItemPrice } from './item-price';

/** A product's last prices, newest first: the market moves daily, the seller looks back. */
export function PriceHistory({ itemId }: { itemId: number }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const titleId = useId();
  const { data, error } = useItemPrices(itemId, locale);
  return (
    <Box component="section" aria-labelledby={titleId} sx={{ mt: 3 }}>
      <Typography id={titleId} component="h3" variant="h5" sx={{ mb: 1 }}>
        {t('products.history.title')}
      </Typography>
      {error ? (
        <Typography color="text.secondary">{t('products.history.failed')}</Typography>
      ) : !data ? (
        <Skeleton variant="rounded" height={64} />
      ) : data.length === 0 ? (
        <Typography color="text.secondary">{t('products.history.empty')}</Typography>
      ) : (
        <Stack component="ol" spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
          {data.map((change) => (
            <Box component="li" key={`${change.at}-${change.price}`} data-testid="price-change">
              <ItemPrice price={change.price} oldPrice={change.old_price} />
              <Typography variant="body2" color="text.secondary">
                {t('products.history.when', {
                  at: formatDateTime(change.at, locale),
                  name: change.by.name,
                })}
              </Typography>
            </Box>
          ))}
        </Stack>
      )}
    </Box>
  );
}
