import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Button from '@mui/material/Button';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip } from '@/components/order/order-status-chip';
import type { StaffOrder } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { queueHref } from '../model/queue-link';

/** The newest orders, each opening the queue at that order (found by its number). */
export function RecentOrders({ orders }: { orders: readonly StaffOrder[] }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Stack component="section" aria-labelledby="overview-recent" spacing={1.5}>
      <Typography id="overview-recent" component="h2" variant="h4">
        {t('overview.recentTitle')}
      </Typography>
      {orders.length === 0 ? (
        <Typography color="text.secondary">{t('overview.noOrders')}</Typography>
      ) : (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {orders.map((order) => (
            <Card component="li" variant="outlined" key={order.id} data-testid="recent-order">
              <CardActionArea
                component={ShopLink}
                href={queueHref({ q: order.number })}
                sx={{ p: 1.5 }}
              >
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
                  <Typography sx={{ fontWeight: 700, flexGrow: 1 }}>{order.number}</Typography>
                  <OrderStatusChip status={order.status} label={t(`orderStatus.${order.status}`)} />
                </Stack>
                <Stack
                  direction="row"
                  spacing={1}
                  sx={{ justifyContent: 'space-between', mt: 0.5 }}
                >
                  <Typography variant="body2">{order.customer.name}</Typography>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {formatMoney(order.total, locale)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {[formatDateTime(order.created_at, locale), order.address.area].join(' · ')}
                </Typography>
              </CardActionArea>
            </Card>
          ))}
        </Stack>
      )}
      <Button component={ShopLink} href={queueHref({})} sx={{ alignSelf: 'flex-start' }}>
        {t('overview.openQueue')}
      </Button>
    </Stack>
  );
}
