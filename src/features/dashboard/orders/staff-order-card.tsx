import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alpha, keyframes, type Theme } from '@mui/material/styles';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { OrderStatusChip } from '@/components/order/order-status-chip';
import type { StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';
import { ContactButtons } from '../components/contact-buttons';
import { lineText } from './line-weights';
import { staffOrderPath } from './order-paths';

const glow = keyframes`
  from { box-shadow: 0 0 0 0 var(--fresh-glow); }
  to { box-shadow: 0 0 0 8px transparent; }
`;

/** A new order stands out: the theme's main colour, a soft glow that calms after a few beats. */
const freshSx = (theme: Theme) => ({
  borderColor: 'primary.main',
  borderWidth: 2,
  bgcolor: alpha(theme.palette.primary.main, 0.06),
  '--fresh-glow': alpha(theme.palette.primary.main, 0.45),
  '@media (prefers-reduced-motion: no-preference)': {
    animation: `${glow} 1.2s ease-out 4`,
  },
});

type Props = {
  order: StaffOrder;
  /** The move this card is making, if any: its buttons wait meanwhile. */
  moving: boolean;
  onMove: (order: StaffOrder, status: OrderStatus) => void;
  /** Placed since the seller last looked (order-alerts.tsx): marked until opened or moved. */
  fresh?: boolean;
  /** Under a delivery round's heading in the queue, the order's number is one level down. */
  headingLevel?: 'h2' | 'h3';
};

/**
 * One order in the seller's queue, made for a phone behind the counter: who and where, what
 * to prepare, the total to collect, and the next step as one button (cancelling asks first,
 * in the screen). Call and WhatsApp open the phone's own apps; "Open" leads to the whole
 * order (history, notes for a move, the packing slip).
 */
export function StaffOrderCard({
  order,
  moving,
  onMove,
  fresh = false,
  headingLevel = 'h2',
}: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const forward = order.next_statuses.filter((status) => status !== 'Cancelled');
  const cancellable = order.next_statuses.includes('Cancelled');
  return (
    <Paper
      variant="outlined"
      component="article"
      sx={[{ p: 2 }, fresh && freshSx]}
      data-testid="staff-order"
      data-new={fresh || undefined}
    >
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography component={headingLevel} variant="h4" sx={{ flexGrow: 1 }}>
          {order.number}
        </Typography>
        {fresh ? <Chip size="small" color="primary" label={t('alerts.newChip')} /> : null}
        <OrderStatusChip status={order.status} label={t(`orderStatus.${order.status}`)} />
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {formatDateTime(order.created_at, locale)}
      </Typography>
      <Typography sx={{ mt: 1, fontWeight: 600 }}>
        {order.customer.name}{' '}
        <Typography component="span" dir="ltr" color="text.secondary">
          {order.customer.phone}
        </Typography>
      </Typography>
      <Typography variant="body2">
        {[order.address.area, order.address.street, order.address.building]
          .filter(Boolean)
          .join(locale === 'ar' ? '، ' : ', ')}
      </Typography>
      <Stack component="ul" sx={{ m: 0, mt: 1, ps: 2.5 }}>
        {order.items.map((line) => (
          <Typography component="li" variant="body2" key={line.id}>
            {lineText(line, t, locale)}
          </Typography>
        ))}
      </Stack>
      {order.notes ? (
        <Typography variant="body2" sx={{ mt: 1, whiteSpace: 'pre-line' }}>
          {t('staffOrders.notes', { notes: order.notes })}
        </Typography>
      ) : null}
      <Typography sx={{ mt: 1, fontWeight: 700 }}>
        {t('staffOrders.total', { total: formatMoney(order.total, locale) })}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
        {forward.map((status) => (
          <Button
            key={status}
            variant="contained"
            disabled={moving}
            onClick={() => onMove(order, status)}
          >
            {t(`staffOrders.moveTo.${status}`)}
          </Button>
        ))}
        {cancellable ? (
          <Button
            variant="outlined"
            color="error"
            disabled={moving}
            onClick={() => onMove(order, 'Cancelled')}
          >
            {t('staffOrders.moveTo.Cancelled')}
          </Button>
        ) : null}
        <ContactButtons name={order.customer.name} phone={order.customer.phone} />
        <Button
          component={ShopLink}
          href={staffOrderPath(order.id)}
          variant="outlined"
          aria-label={t('staffOrders.open', { number: order.number })}
        >
          {t('staffOrders.openShort')}
        </Button>
      </Stack>
    </Paper>
  );
}
