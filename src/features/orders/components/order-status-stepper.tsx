import Alert from '@mui/material/Alert';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import type { OrderHistoryEntry, OrderStatus } from '@/contracts/order';
import { formatDateTime, formatTime, sameShopDay } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { activeStep, cancelledBy, ORDER_STEPS, reachedAt } from '../model/order-status';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { status: OrderStatus; history?: readonly OrderHistoryEntry[] };

const DOT = 24;

/*
 * Four steps in a row, each a numbered dot over its label, joined by a line: what MUI's
 * Stepper with alternative labels draws, as an ordered list styled from the theme. The Stepper
 * (Step, StepLabel, StepIcon, StepConnector, contexts) was about 5.5 kB gzip of the order
 * page's first load for a picture that never changes on the page (issue 26).
 */
const Steps = styled('ol')({
  display: 'grid',
  gridTemplateColumns: `repeat(${ORDER_STEPS.length}, minmax(0, 1fr))`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

const Step = styled('li', { shouldForwardProp: (prop) => prop !== 'reached' })<{
  reached: boolean;
}>(({ theme, reached }) => ({
  position: 'relative',
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: theme.spacing(0.5),
  paddingInline: theme.spacing(0.5),
  textAlign: 'center',
  // The line from the step before to this one, behind the dots (none before the first).
  '&:not(:first-of-type)::before': {
    content: '""',
    position: 'absolute',
    top: DOT / 2,
    insetInlineEnd: `calc(50% + ${DOT / 2 + 4}px)`,
    insetInlineStart: `calc(-50% + ${DOT / 2 + 4}px)`,
    borderTop: `1px solid ${reached ? theme.palette.primary.dark : theme.palette.divider}`,
  },
}));

// White digits on the light primary fail contrast; the dark shade passes AA.
const Dot = styled('span', { shouldForwardProp: (prop) => prop !== 'reached' })<{
  reached: boolean;
}>(({ theme, reached }) => ({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  width: DOT,
  height: DOT,
  borderRadius: '50%',
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 600,
  background: reached ? theme.palette.primary.dark : theme.palette.grey[500],
  color: theme.palette.common.white,
}));

/**
 * Pending → Processing → Out for delivery → Delivered, each reached step with its time; a
 * cancelled order gets an alert, with when it was cancelled, instead of the steps: the shop's
 * cancelling asks the shopper to call if unexpected, the shopper's own just says so.
 */
export function OrderStatusStepper({ status, history }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const active = activeStep(status);
  const times = reachedAt(history);
  const placedAt = times.Pending;
  // A narrow step has room for a time; the date only when the step fell on another day.
  const when = (at: string) =>
    placedAt && sameShopDay(at, placedAt) ? formatTime(at, locale) : formatDateTime(at, locale);
  if (active === undefined && cancelledBy(history) === 'customer') {
    // The shopper's own doing: said as such, without "if you did not expect this, call us".
    return (
      <Alert severity="info" variant="outlined" data-testid="order-cancelled">
        {times.Cancelled
          ? t('stepper.cancelledByYouAt', { date: formatDateTime(times.Cancelled, locale) })
          : t('stepper.cancelledByYou')}
      </Alert>
    );
  }
  if (active === undefined) {
    return (
      <Alert severity="error" variant="outlined" data-testid="order-cancelled">
        {t('stepper.cancelled')}
        {times.Cancelled ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {t('stepper.cancelledAt', { date: formatDateTime(times.Cancelled, locale) })}
          </Typography>
        ) : null}
      </Alert>
    );
  }
  return (
    <Steps aria-label={t('stepper.label')}>
      {ORDER_STEPS.map((step, index) => {
        const reached = index <= active;
        const at = times[step];
        return (
          <Step
            key={step}
            reached={reached}
            aria-current={index === active ? 'step' : undefined}
            data-reached={reached}
          >
            <Dot reached={reached} aria-hidden>
              {formatNumber(index + 1, locale)}
            </Dot>
            <Typography
              variant="body2"
              component="span"
              sx={{ fontWeight: index === active ? 600 : 400 }}
              color={reached ? 'text.primary' : 'text.secondary'}
            >
              {t(`status.${step}`)}
            </Typography>
            {at && reached ? (
              <Typography variant="caption" color="text.secondary" component="span">
                {when(at)}
              </Typography>
            ) : null}
          </Step>
        );
      })}
    </Steps>
  );
}
