import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useMemo, useState } from 'react';
import type { StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useOrderAlerts } from '../alerts/order-alerts';
import { slotText } from '../model/slot-label';
import { groupBySlot, shopDay } from './slot-groups';
import { StaffOrderCard } from './staff-order-card';

type Props = {
  orders: readonly StaffOrder[];
  moving: number | undefined;
  onMove: (order: StaffOrder, status: OrderStatus) => void;
};

/** The queue's orders under a heading per delivery round (date, hours, how many). */
export function SlotGroupList({ orders, moving, onMove }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { isNew, markSeen } = useOrderAlerts();
  const groups = useMemo(() => groupBySlot(orders, shopDay(new Date())), [orders]);
  // "Today" and "tomorrow" as of showing the queue, by the shop's calendar.
  const [now] = useState(Date.now);
  return (
    <Stack spacing={3}>
      {groups.map((group) => {
        const id = `slot-group-${group.key.replace(/\W/g, '-')}`;
        const title = group.slot ? slotText(group.slot, t, locale, now) : t('slots.noSlot');
        return (
          <Box component="section" key={group.key} aria-labelledby={id} data-testid="slot-group">
            <Typography id={id} component="h2" variant="h5" sx={{ mb: 1 }}>
              {title}{' '}
              <Typography component="span" color="text.secondary" sx={{ ms: 1, fontSize: '0.8em' }}>
                {t('slots.count', {
                  count: group.orders.length,
                  formatted: formatNumber(group.orders.length, locale),
                })}
              </Typography>
            </Typography>
            <Stack spacing={1.5}>
              {group.orders.map((order) => (
                <StaffOrderCard
                  key={order.id}
                  order={order}
                  headingLevel="h3"
                  moving={moving === order.id}
                  fresh={isNew(order.id)}
                  onMove={(moved, status) => {
                    markSeen(moved.id);
                    onMove(moved, status);
                  }}
                />
              ))}
            </Stack>
          </Box>
        );
      })}
    </Stack>
  );
}
