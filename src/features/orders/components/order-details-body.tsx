import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { CartItem } from '@/contracts/cart';
import type { Order } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { OrderAddress } from './order-address';
import { DETAIL_COLUMNS } from './order-layout';
import { OrderLines } from './order-lines';
import { OrderPlacedBanner } from './order-placed-banner';
import { OrderSection } from './order-section';
import { OrderStatusChip } from './order-status-chip';
import { isOpenStatus } from '../model/order-status';
import { CancelOrderButton } from './cancel-order-button';
import { OrderStatusStepper } from './order-status-stepper';
import { OrderAgainButton } from './order-again-button';
import { OrderDeliveryNow } from './order-delivery-now';
import { OrderTotals } from './order-totals';
import { LineReview, OrderComplaints } from './order-feedback';
import { hasFeedback, reviewLineIds } from '../model/feedback';
import { slotText } from '../model/slot-text';
import { useLocale } from '@/lib/i18n/use-locale';
import { formatRound } from '@/lib/format/round';
import { useState } from 'react';

type Props = {
  order: Order;
  placed: boolean;
  eta?: string;
  whatsappNumber?: string;
  onOrderAgain?: (lines: CartItem[]) => void;
};

export function OrderDetailsBody({ order, placed, eta, whatsappNumber, onOrderAgain }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  // "Today" and "tomorrow" as of opening the page, by the shop's calendar.
  const [now] = useState(Date.now);
  const open = isOpenStatus(order.status);
  // Reviews and complaints: each product's review under its first line, then the complaints.
  const feedback = hasFeedback(order);
  const reviewLines = feedback ? reviewLineIds(order) : undefined;
  // The booked round is the promise; the zone's usual time only for an order without one.
  const promise = order.slot
    ? t('detail.round', { round: formatRound(order.slot, t, locale, { now }) })
    : eta
      ? t('detail.eta', { eta })
      : undefined;
  return (
    <>
      <Typography component="h1" variant="h2">
        {placed ? t('placed.title') : t('detail.heading', { number: order.number })}
      </Typography>
      <Stack
        direction="row"
        spacing={1.5}
        sx={{ alignItems: 'center', flexWrap: 'wrap', mt: 1, mb: 3 }}
      >
        <Typography color="text.secondary">
          {t('detail.placedAt', { date: formatDateTime(order.created_at, locale) })}
        </Typography>
        <OrderStatusChip status={order.status} />
      </Stack>
      {placed ? (
        <OrderPlacedBanner order={order} eta={eta} now={now} whatsappNumber={whatsappNumber} />
      ) : null}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 2 }} data-testid="order-progress">
        <OrderStatusStepper status={order.status} history={order.history} />
        {open && promise ? (
          <Typography
            variant="body2"
            color="text.secondary"
            sx={{ mt: 2, textAlign: 'center' }}
            data-testid="order-promise"
          >
            {promise}
          </Typography>
        ) : null}
        <OrderDeliveryNow order={order} />
        {order.can_cancel ? (
          <Stack sx={{ mt: 2, alignItems: 'center' }}>
            <CancelOrderButton order={order} />
          </Stack>
        ) : null}
      </Paper>
      <Box sx={DETAIL_COLUMNS}>
        <Stack spacing={2}>
          <OrderSection id="order-items-heading" title={t('detail.items')}>
            <OrderLines
              items={order.items}
              renderExtra={
                reviewLines
                  ? (line) =>
                      reviewLines.has(line.id) ? (
                        <LineReview order={order} line={line} now={now} />
                      ) : null
                  : undefined
              }
            />
            {onOrderAgain ? (
              <Box sx={{ mt: 2 }}>
                <OrderAgainButton order={order} onAddLines={onOrderAgain} />
              </Box>
            ) : null}
          </OrderSection>
          {feedback ? <OrderComplaints order={order} now={now} /> : null}
        </Stack>
        <Stack spacing={2}>
          <OrderSection id="order-summary-heading" title={t('detail.summary')}>
            <OrderTotals order={order} />
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }}>
              {t('detail.payment', { method: t(`payment.${order.payment_method}`) })}
            </Typography>
          </OrderSection>
          <OrderSection id="order-address-heading" title={t('detail.address')}>
            {order.slot ? (
              <Typography sx={{ fontWeight: 600, mb: 1 }} data-testid="order-slot">
                {slotText(order.slot, t, locale, 'orders:detail.slot', now)}
              </Typography>
            ) : null}
            <OrderAddress address={order.address} />
          </OrderSection>
          {order.notes ? (
            <OrderSection id="order-notes-heading" title={t('detail.notes')}>
              <Typography sx={{ whiteSpace: 'pre-line', overflowWrap: 'anywhere' }}>
                {order.notes}
              </Typography>
            </OrderSection>
          ) : null}
        </Stack>
      </Box>
    </>
  );
}
