import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { FAILED_STOP_RULE, type DriverStop, type FailureReason } from '@/contracts/driver-rounds';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useStopWrites } from '../api/driver-round';
import { DialogButtons, usePhoneDialog } from './dialog-buttons';
import { ReasonField } from './reason-field';

// zod and the form's contract arrive with the dialog (this dialog is itself loaded on demand).
const loadForms = lazyOnce(() => import('@/contracts/driver-stop-forms'));
const loadFailedForm = () => loadForms().then((forms) => forms.stopFailedForm);

const SERVER_FIELDS = ['reason', 'note'] as const;
const NOTE_MAX = 300;

type Props = {
  stop: DriverStop;
  onClose: () => void;
  /** Told what to say once recorded (where the order goes now). */
  onDone: (message: string) => void;
};

/**
 * The order could not be handed over: why (one of FAILURE_REASONS, with a note, required for
 * "another reason"), and before it is sent, what the shop's rule (FAILED_STOP_RULE) does with
 * it: a refusal cancels the order, any other reason sends it back to the shop. A refusal of
 * the call is said in the server's words and nothing is recorded.
 */
export default function FailedDialog({ stop, onClose, onDone }: Props) {
  const { t } = useTranslation(['driver', 'validation']);
  const locale = useLocale();
  const { failed } = useStopWrites(locale);
  const { register, control, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadFailedForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('driver:failed.saveFailed'),
      // No reason picked for the driver: the one recorded must be the one that happened.
      defaultValues: { reason: undefined, note: '' },
    });
  // Typed by the contract's input, but unset until the driver picks one (no default above).
  const reason = watch('reason') as FailureReason | undefined;
  const rule = reason && FAILED_STOP_RULE[reason];
  const onSubmit = submitWith(
    (values) => failed(stop.order_id, values),
    (_, values) =>
      onDone(
        FAILED_STOP_RULE[values.reason] === 'cancel'
          ? t('driver:failed.doneCancelled', { number: stop.number })
          : t('driver:failed.done', { number: stop.number }),
      ),
  );
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open
      fullWidth
      fullScreen={usePhoneDialog()}
      onClose={busy ? undefined : onClose}
      aria-labelledby="failed-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="failed-title">
          {t('driver:failed.title', { number: stop.number, name: stop.recipient })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <FormFailure message={failure} />
            <Controller
              control={control}
              name="reason"
              render={({ field, fieldState }) => (
                <ReasonField
                  value={field.value}
                  onChange={field.onChange}
                  disabled={busy}
                  // The contract's own reason is not in the validation namespace: say it here,
                  // unless the server said it in its words.
                  error={
                    fieldState.error &&
                    (fieldState.error.type === 'server'
                      ? fieldState.error.message
                      : t('driver:failed.chooseReason'))
                  }
                />
              )}
            />
            {rule ? (
              <Alert severity={rule === 'cancel' ? 'warning' : 'info'} data-testid="failed-rule">
                {t(`driver:rule.${rule}`)}
              </Alert>
            ) : null}
            <TextField
              {...register('note')}
              {...fieldHelp(
                'note',
                reason === 'other' ? t('driver:failed.noteRequired') : t('driver:failed.noteHint'),
              )}
              label={t('driver:failed.noteLabel')}
              required={reason === 'other'}
              disabled={busy}
              multiline
              minRows={2}
              maxRows={5}
              fullWidth
              slotProps={{ htmlInput: { maxLength: NOTE_MAX } }}
            />
          </Stack>
        </DialogContent>
        <DialogButtons busy={busy} label={t('driver:failed.save')} onCancel={onClose} />
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
