import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { CartItem } from '@/contracts/cart';
import type { OrderSlot } from '@/contracts/delivery-slots';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formatMoney } from '@/lib/format/money';
import { formatRound } from '@/lib/format/round';
import { useState } from 'react';
import type { CheckoutTotals, OrderBlocker } from '../model/checkout-totals';
import type { PlaceOrderProblem } from '../model/place-order-problem';
import { SummaryLines } from './summary-lines';
import { TotalsTable } from './totals-table';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  lines: CartItem[];
  totals: CheckoutTotals;
  zone?: DeliveryCharge;
  /** The round picked, when the zone delivers in rounds. */
  round?: OrderSlot;
  /** The zone's usual delivery time, only for a zone without rounds. */
  eta?: string;
  blocker?: OrderBlocker;
  problem?: PlaceOrderProblem;
  sending: boolean;
  /** The answer was lost: the same order is being asked for again. */
  checking?: boolean;
  onPlace: () => void;
};

const HEADING = 'checkout-summary-heading';

/** The order at a glance, why it cannot be placed yet if so, and the button that places it. */
export function OrderSummary(props: Props) {
  const { lines, totals, zone, round, eta, blocker, problem, sending, checking, onPlace } = props;
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  // "Today" and "tomorrow" as of opening checkout, by the shop's calendar.
  const [now] = useState(Date.now);
  const promise = round
    ? t('summary.round', { round: formatRound(round, t, locale, { now }) })
    : eta
      ? t('summary.eta', { eta })
      : undefined;

  return (
    <Paper
      component="section"
      aria-labelledby={HEADING}
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, position: { md: 'sticky' }, top: { md: 88 } }}
    >
      <Stack
        direction="row"
        sx={{ justifyContent: 'space-between', alignItems: 'baseline', mb: 1 }}
      >
        <Typography id={HEADING} component="h2" variant="h4">
          {t('summary.title')}
        </Typography>
        <Link component={ShopLink} href="/cart" color="primary.dark" variant="body2">
          {t('summary.editCart')}
        </Link>
      </Stack>
      <SummaryLines lines={lines} errors={problem?.lines ?? {}} />
      <Divider sx={{ my: 2 }} />
      <TotalsTable
        totals={totals}
        promise={promise}
        estimated={lines.some((line) => line.weight !== undefined)}
      />
      {blocker === 'belowMinimum' && zone ? (
        <Alert severity="warning" sx={{ mt: 2 }} data-testid="minimum-order">
          {t('minimum.message', {
            area: zone.area,
            minimum: money(totals.minimum),
            short: money(totals.shortBy),
          })}{' '}
          <Link component={ShopLink} href="/" color="inherit">
            {t('minimum.action')}
          </Link>
        </Alert>
      ) : null}
      {problem?.minimum ? (
        <Alert severity="warning" sx={{ mt: 2 }}>
          {problem.minimum}
        </Alert>
      ) : null}
      {checking ? (
        <Alert severity="info" role="status" sx={{ mt: 2 }} data-testid="order-checking">
          {t('place.checking')}
        </Alert>
      ) : null}
      {problem ? (
        <Alert severity={problem.outcomeUnknown ? 'warning' : 'error'} role="alert" sx={{ mt: 2 }}>
          {problem.message}
          {problem.outcomeUnknown ? (
            <>
              {' '}
              <Link component={ShopLink} href="/orders" color="inherit">
                {t('place.myOrders')}
              </Link>
            </>
          ) : null}
        </Alert>
      ) : null}
      <Button
        variant="contained"
        size="large"
        fullWidth
        onClick={onPlace}
        disabled={sending || Boolean(blocker)}
        aria-describedby={blocker ? 'checkout-blocker' : undefined}
        startIcon={sending ? <CircularProgress size={18} color="inherit" aria-hidden /> : undefined}
        sx={{ mt: 2, py: 1.5 }}
        data-testid="place-order"
      >
        {sending ? t('place.sending') : t('place.action', { total: money(totals.total) })}
      </Button>
      {blocker && blocker !== 'belowMinimum' ? (
        <Typography
          id="checkout-blocker"
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, textAlign: 'center' }}
        >
          {t(`blocker.${blocker}`)}
        </Typography>
      ) : null}
      {blocker === 'belowMinimum' ? (
        <span id="checkout-blocker" hidden>
          {t('blocker.belowMinimum')}
        </span>
      ) : null}
    </Paper>
  );
}
