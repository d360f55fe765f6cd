import Alert from '@mui/material/Alert';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { DriverStop } from '@/contracts/driver-rounds';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { stopState } from '../model/stop-state';
import { StopActions } from './stop-actions';
import { StopAddress } from './stop-address';
import { StopContact } from './stop-contact';
import { StopLines } from './stop-lines';
import { StopOutcome } from './stop-outcome';

type Props = {
  stop: DriverStop;
  /** How many stops the round has: "stop 2 of 7". */
  total: number;
  onDeliver: (stop: DriverStop) => void;
  onFail: (stop: DriverStop) => void;
};

/**
 * One stop, top to bottom as the driver needs it: where it is in the round, who receives it,
 * the way there and to them, what to hand over and collect, then its two buttons. A stop
 * still with the shop shows all of that without the buttons (to plan the way); a finished
 * one only what became of it.
 */
export function StopCard({ stop, total, onDeliver, onFail }: Props) {
  const { t } = useTranslation('driver');
  const locale = useLocale();
  const state = stopState(stop);
  const headingId = `stop-${stop.order_id}`;
  const finished = state === 'done' || state === 'closed';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={headingId}
      data-testid="driver-stop"
      data-state={state}
      sx={{ p: 2, bgcolor: finished ? 'background.default' : 'background.paper' }}
    >
      <Typography sx={{ fontWeight: 700 }} color="primary.dark">
        {t('stop.position', {
          position: formatNumber(stop.position, locale),
          total: formatNumber(total, locale),
        })}
      </Typography>
      <Typography component="h3" variant="h3" id={headingId} sx={{ overflowWrap: 'anywhere' }}>
        {stop.recipient}
      </Typography>
      <Typography color="text.secondary">{t('stop.order', { number: stop.number })}</Typography>
      <Typography color="text.secondary">
        <bdi dir="ltr">{stop.phone}</bdi>
      </Typography>
      {finished ? (
        <Stack spacing={0.5} sx={{ mt: 1.5 }}>
          {state === 'done' ? (
            <StopOutcome stop={stop} />
          ) : (
            <Typography color="text.secondary">
              {t('stop.closed', { status: t(`statuses.${stop.status}`) })}
            </Typography>
          )}
        </Stack>
      ) : (
        <Stack spacing={2} sx={{ mt: 1.5 }}>
          <StopAddress stop={stop} />
          <StopContact stop={stop} />
          <Divider />
          <StopLines stop={stop} />
          {state === 'todo' ? (
            <StopActions stop={stop} onDeliver={onDeliver} onFail={onFail} />
          ) : (
            <Alert severity="info" data-testid="stop-waiting">
              {t('stop.waiting')}
            </Alert>
          )}
        </Stack>
      )}
    </Paper>
  );
}
