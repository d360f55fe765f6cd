import RefreshIcon from '@mui/icons-material/Refresh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { DriverStop } from '@/contracts/driver-rounds';
import { useLocale } from '@/lib/i18n/use-locale';
import { useDriverRound } from '../api/driver-round';
import { RoundList } from './round-list';
import { TOUCH } from './touch';

// The dialogs, their forms and contracts (react-hook-form, zod) load at the first tap on a
// stop's button, not with the round.
const DeliveredDialog = dynamic(() => import('./delivered-dialog'), { ssr: false });
const FailedDialog = dynamic(() => import('./failed-dialog'), { ssr: false });

type Open = { kind: 'delivered' | 'failed'; stop: DriverStop };

/**
 * /dashboard/round (drivers only, decided on the server): the driver's stops of `date` in
 * driving order; each is recorded delivered (with the cash taken) or not (with why) in a
 * dialog, and what was recorded is said above the round until the next one.
 */
export function DriverRoundScreen({ date }: { date: string }) {
  const { t } = useTranslation(['driver', 'common']);
  const locale = useLocale();
  const { data, error, isValidating, mutate } = useDriverRound(date, locale);
  const [dialog, setDialog] = useState<Open>();
  const [recorded, setRecorded] = useState<string>();
  const refreshing = isValidating && data !== undefined;
  const retry = () => void mutate();
  const open = (kind: Open['kind']) => (stop: DriverStop) => {
    setRecorded(undefined);
    setDialog({ kind, stop });
  };
  const close = () => setDialog(undefined);
  const done = (message: string) => {
    setDialog(undefined);
    setRecorded(message);
  };

  return (
    <>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2 }}>
        <Typography component="h1" variant="h2" sx={{ flexGrow: 1 }}>
          {t('driver:title')}
        </Typography>
        <Button
          onClick={retry}
          disabled={refreshing}
          startIcon={
            refreshing ? (
              <CircularProgress size={18} color="inherit" aria-hidden />
            ) : (
              <RefreshIcon />
            )
          }
          sx={{ minHeight: TOUCH }}
        >
          {refreshing ? t('driver:round.refreshing') : t('driver:round.refresh')}
        </Button>
      </Box>
      {recorded ? (
        <Alert
          severity="success"
          role="status"
          closeText={t('common:actions.close')}
          onClose={() => setRecorded(undefined)}
          sx={{ mb: 2 }}
        >
          {recorded}
        </Alert>
      ) : null}
      <RoundList
        rounds={data}
        error={error}
        onRetry={retry}
        onDeliver={open('delivered')}
        onFail={open('failed')}
      />
      {dialog?.kind === 'delivered' ? (
        <DeliveredDialog stop={dialog.stop} onClose={close} onDone={done} />
      ) : dialog ? (
        <FailedDialog stop={dialog.stop} onClose={close} onDone={done} />
      ) : null}
    </>
  );
}
