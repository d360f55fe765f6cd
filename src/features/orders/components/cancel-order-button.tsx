import Button from '@mui/material/Button';
import { useTranslation } from 'next-i18next/pages';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
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
      <ConfirmDialog
        open={open}
        titleId="cancel-order-title"
        title={t('cancel.title')}
        message={t('cancel.message', { number: order.number })}
        confirmLabel={t('cancel.confirm')}
        busyLabel={t('cancel.cancelling')}
        keepLabel={t('cancel.keep')}
        busy={busy}
        failure={failure}
        onConfirm={() => void confirm()}
        onClose={close}
      />
    </>
  );
}
