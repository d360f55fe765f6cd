import Alert from '@mui/material/Alert';
import Step from '@mui/material/Step';
import StepLabel from '@mui/material/StepLabel';
import Stepper from '@mui/material/Stepper';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { OrderHistoryEntry, OrderStatus } from '@/contracts/order';
import { formatDateTime, formatTime, sameShopDay } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { activeStep, ORDER_STEPS, reachedAt } from '../model/order-status';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { status: OrderStatus; history?: readonly OrderHistoryEntry[] };

/**
 * Pending → Processing → Out for delivery → Delivered, each reached step with its time; a
 * cancelled order gets an alert, with when it was cancelled, instead of the steps.
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
    <Stepper
      activeStep={active}
      alternativeLabel
      aria-label={t('stepper.label')}
      // White digits on the light primary fail contrast; the dark shade passes AA.
      sx={{
        '& .MuiStepIcon-root.Mui-active, & .MuiStepIcon-root.Mui-completed': {
          color: 'primary.dark',
        },
      }}
    >
      {ORDER_STEPS.map((step, index) => (
        <Step key={step} aria-current={index === active ? 'step' : undefined}>
          <StepLabel
            icon={formatNumber(index + 1, locale)}
            optional={
              times[step] && index <= active ? (
                <Typography variant="caption" color="text.secondary" component="span">
                  {when(times[step])}
                </Typography>
              ) : undefined
            }
          >
            {t(`status.${step}`)}
          </StepLabel>
        </Step>
      ))}
    </Stepper>
  );
}
