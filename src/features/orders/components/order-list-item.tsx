import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { CartItem } from '@/contracts/cart';
import type { Order } from '@/contracts/order';
import { formatDate } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { OrderAgainButton } from './order-again-button';
import { OrderStatusChip } from './order-status-chip';
import { slotText } from '../model/slot-text';
import { useState } from 'react';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { order: Order; onOrderAgain?: (lines: CartItem[]) => void };

/**
 * One order in the list: number, date, status, total and how many items; opens the order.
 * "Order again" sits below the link, not inside it (one control may not hold another).
 */
export function OrderListItem({ order, onOrderAgain }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  // "Today" and "tomorrow" by the shop's calendar, as of showing the list.
  const [now] = useState(Date.now);
  return (
    <Card component="li" variant="outlined" data-testid="order-row">
      <CardActionArea component={ShopLink} href={`/orders/${order.id}`} sx={{ p: 2 }}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Box sx={{ flexGrow: 1, minWidth: 0 }}>
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 0.5 }}
            >
              <Typography component="h2" variant="h5">
                {t('list.number', { number: order.number })}
              </Typography>
              <OrderStatusChip status={order.status} />
            </Stack>
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('list.meta', {
                date: formatDate(order.created_at, locale),
                // Products are its lines: a sum of quantities would add kilograms to trays.
                items: formatNumber(order.items.length, locale),
              })}
            </Typography>
            {order.slot ? (
              <Typography variant="body2" color="text.secondary" data-testid="order-row-slot">
                {slotText(order.slot, t, locale, 'orders:list.slot', now)}
              </Typography>
            ) : null}
          </Box>
          <Typography sx={{ fontWeight: 700, whiteSpace: 'nowrap' }} data-testid="order-row-total">
            {formatMoney(order.total, locale)}
          </Typography>
          <ChevronRightIcon
            aria-hidden
            sx={{
              color: 'text.secondary',
              transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
            }}
          />
        </Stack>
      </CardActionArea>
      {onOrderAgain ? (
        <Box sx={{ px: 2, pb: 2 }}>
          <OrderAgainButton order={order} onAddLines={onOrderAgain} />
        </Box>
      ) : null}
    </Card>
  );
}
