import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

/** The order's money as the backend charged it. */
export function OrderTotals({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const rows = [
    { id: 'subtotal', label: t('detail.subtotal'), value: order.subtotal },
    { id: 'delivery', label: t('detail.delivery'), value: order.delivery_charge },
    { id: 'total', label: t('detail.total'), value: order.total },
  ];
  return (
    <Box
      component="dl"
      sx={{ m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1, columnGap: 2 }}
    >
      {rows.map(({ id, label, value }) => {
        const strong = id === 'total';
        return (
          <Box key={id} sx={{ display: 'contents' }}>
            <Typography
              component="dt"
              variant={strong ? 'h5' : 'body1'}
              color={strong ? 'text.primary' : 'text.secondary'}
            >
              {label}
            </Typography>
            <Typography
              component="dd"
              variant={strong ? 'h5' : 'body1'}
              sx={{ m: 0, textAlign: 'end' }}
              data-testid={`order-${id}`}
            >
              {formatMoney(value, locale)}
            </Typography>
          </Box>
        );
      })}
    </Box>
  );
}
