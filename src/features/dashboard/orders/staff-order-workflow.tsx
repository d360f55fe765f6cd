import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { TextField } from '@/components/form/text-field';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import type { StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useLocale } from '@/lib/i18n/use-locale';
import { useMoveStaffOrder } from '../api/staff-orders';
import { asksBeforeMove } from './line-weights';
import { UnweighedDialog } from './unweighed-dialog';

/** As long as the API takes (orderStatusBodySchema). */
const NOTE_MAX = 300;

/**
 * The order's next step: a button per move the workflow allows, a cancel that asks first, and
 * an optional note kept with the move in the history. A refusal (someone moved it first, a
 * note the API will not take) is said in words; the order is read again either way.
 */
export function StaffOrderWorkflow({ order }: { order: StaffOrder }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const move = useMoveStaffOrder(locale);
  const [note, setNote] = useState('');
  const [moving, setMoving] = useState(false);
  const [failure, setFailure] = useState<string>();
  const [confirming, setConfirming] = useState(false);
  const [moved, setMoved] = useState<OrderStatus>();
  // Sending out an order with lines not weighed asks first: the estimate would then be charged.
  const [unweighedWarning, setUnweighedWarning] = useState(false);
  const forward = order.next_statuses.filter((status) => status !== 'Cancelled');
  const cancellable = order.next_statuses.includes('Cancelled');

  const run = async (to: OrderStatus) => {
    setMoving(true);
    setFailure(undefined);
    setMoved(undefined);
    try {
      await move(order, to, note.trim());
      setNote('');
      setMoved(to);
      setConfirming(false);
      setUnweighedWarning(false);
    } catch (caught) {
      const envelope = errorEnvelopeOf(caught);
      setFailure(envelope?.errors?.note ?? envelope?.message ?? t('staffOrders.moveFailed'));
    } finally {
      setMoving(false);
    }
  };

  return (
    <>
      <Typography role="status" sx={{ mb: moved ? 1.5 : 0, fontWeight: 600 }}>
        {moved ? t('orderPage.moved', { status: t(`orderStatus.${moved}`) }) : null}
      </Typography>
      {failure && !confirming && !unweighedWarning ? (
        <Alert severity="error" role="alert" sx={{ mb: 1.5 }} onClose={() => setFailure(undefined)}>
          {failure}
        </Alert>
      ) : null}
      {order.next_statuses.length === 0 ? (
        <Typography color="text.secondary">
          {t('orderPage.finished', { status: t(`orderStatus.${order.status}`) })}
        </Typography>
      ) : (
        <>
          <TextField
            label={t('orderPage.note')}
            helperText={t('orderPage.noteHint')}
            value={note}
            onChange={(event) => setNote(event.target.value)}
            multiline
            minRows={2}
            fullWidth
            slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
          />
          <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 1.5, flexWrap: 'wrap' }}>
            {forward.map((status) => (
              <Button
                key={status}
                variant="contained"
                size="large"
                disabled={moving}
                onClick={() => {
                  if (asksBeforeMove(order, status)) {
                    setFailure(undefined);
                    setUnweighedWarning(true);
                  } else void run(status);
                }}
              >
                {t(`staffOrders.moveTo.${status}`)}
              </Button>
            ))}
            {cancellable ? (
              <Button
                variant="outlined"
                color="error"
                size="large"
                disabled={moving}
                onClick={() => {
                  setFailure(undefined);
                  setConfirming(true);
                }}
              >
                {t('staffOrders.moveTo.Cancelled')}
              </Button>
            ) : null}
          </Stack>
        </>
      )}
      <UnweighedDialog
        order={unweighedWarning ? order : undefined}
        titleId="order-page-unweighed-title"
        busy={moving}
        failure={unweighedWarning ? failure : undefined}
        onConfirm={() => void run('OutForDelivery')}
        onClose={() => {
          setUnweighedWarning(false);
          setFailure(undefined);
        }}
      />
      <ConfirmDialog
        open={confirming}
        titleId="order-page-cancel-title"
        title={t('staffOrders.cancelTitle')}
        message={t('staffOrders.cancelMessage', { number: order.number })}
        confirmLabel={t('staffOrders.cancelConfirm')}
        busyLabel={t('staffOrders.cancelling')}
        keepLabel={t('staffOrders.cancelKeep')}
        busy={moving}
        failure={confirming ? failure : undefined}
        onConfirm={() => void run('Cancelled')}
        onClose={() => {
          setConfirming(false);
          setFailure(undefined);
        }}
      />
    </>
  );
}
