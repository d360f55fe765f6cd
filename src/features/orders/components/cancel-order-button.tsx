import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { Order } from '@/contracts/order';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCancelOrder } from '../api/cancel-order';

type Props = { order: Order };

/**
 * "Cancel order" while the shop has not started on it (the answer's `can_cancel`). Cancelling
 * cannot be undone, so the shopper confirms; a refusal (the shop started meanwhile) shows
 * the server's reason, and the order is fetched again when the dialog closes.
 */
export function CancelOrderButton({ order }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { cancel, refresh } = useCancelOrder(order.id, locale);
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();

  const close = () => {
    if (busy) return;
    // After a refusal the order has moved on: show where it is now (this button goes).
    if (failure) void refresh();
    setFailure(undefined);
    setOpen(false);
  };
  const confirm = async () => {
    setBusy(true);
    setFailure(undefined);
    try {
      await cancel();
      setOpen(false);
    } catch (error) {
      setFailure(errorEnvelopeOf(error)?.message ?? t('cancel.failed'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button color="error" variant="outlined" onClick={() => setOpen(true)}>
        {t('cancel.button')}
      </Button>
      <Dialog
        open={open}
        onClose={close}
        aria-labelledby="cancel-order-title"
        fullWidth
        maxWidth="xs"
      >
        <DialogTitle id="cancel-order-title">{t('cancel.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t('cancel.message', { number: order.number })}</DialogContentText>
          {failure ? (
            <Alert severity="error" role="alert" sx={{ mt: 2 }}>
              {failure}
            </Alert>
          ) : null}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button onClick={close} disabled={busy} color="inherit">
            {t('cancel.keep')}
          </Button>
          <Button onClick={() => void confirm()} disabled={busy} color="error" variant="contained">
            {busy ? t('cancel.cancelling') : t('cancel.confirm')}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
