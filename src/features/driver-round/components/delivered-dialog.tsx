import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import type { DriverStop } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useStopWrites } from '../api/driver-round';
import { cashBalance, typedCash } from '../model/cash-balance';
import { CashBalanceLine } from './cash-balance-line';
import { DialogButtons, usePhoneDialog } from './dialog-buttons';
import { TOUCH } from './touch';

// zod and the form's contract arrive with the dialog, not with the round.
const loadForms = lazyOnce(() => import('@/contracts/driver-stop-forms'));
const loadDeliveredForm = () => loadForms().then((forms) => forms.stopDeliveredForm);

const SERVER_FIELDS = ['cash_received'] as const;

/** The amount as the field takes it: "355", or "354.90" with its piastres. */
const plainAmount = (amount: number) => amount.toFixed(Number.isInteger(amount) ? 0 : 2);

type Props = {
  stop: DriverStop;
  onClose: () => void;
  /** Told what to say once recorded (the change to give back, or the amount short). */
  onDone: (message: string) => void;
};

/**
 * The order handed over: the cash the shopper gave, typed as the keypad writes it (Arabic
 * digits too), and as it is typed the change to give back or the amount still short. A
 * refusal (the stop already done, or not out yet: 409) is said in the server's words and the
 * dialog stays open with nothing recorded.
 */
export default function DeliveredDialog({ stop, onClose, onDone }: Props) {
  const { t } = useTranslation(['driver', 'validation']);
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const { delivered } = useStopWrites(locale);
  const { register, watch, setValue, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadDeliveredForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('driver:delivered.saveFailed'),
      defaultValues: { cash_received: '' },
    });
  const cash = typedCash(watch('cash_received'));
  const balance = cash === undefined ? undefined : cashBalance(cash, stop.amount_due);
  const doneText = (received: number) => {
    const left = cashBalance(received, stop.amount_due);
    const number = stop.number;
    if (left.kind === 'change') {
      return t('driver:delivered.doneChange', { number, change: money(left.amount) });
    }
    return left.kind === 'short'
      ? t('driver:delivered.doneShort', { number, short: money(left.amount) })
      : t('driver:delivered.done', { number });
  };
  const onSubmit = submitWith(
    (values) => delivered(stop.order_id, values),
    (_, values) => onDone(doneText(values.cash_received)),
  );
  const busy = formState.isSubmitting;
  // A negative amount due is a cash refund larger than the order: nothing to take, the
  // difference to hand over (the balance line says so as change given back).
  const owed = stop.amount_due < 0;
  const exact = Math.max(0, stop.amount_due);

  return (
    <Dialog
      open
      fullWidth
      fullScreen={usePhoneDialog()}
      onClose={busy ? undefined : onClose}
      aria-labelledby="delivered-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="delivered-title">
          {t('driver:delivered.title', { number: stop.number, name: stop.recipient })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between' }}>
              <Typography sx={{ fontWeight: 600 }}>
                {owed ? t('driver:delivered.handBack') : t('driver:delivered.due')}
              </Typography>
              <Typography component="p" variant="h2" data-testid="delivered-due">
                {money(Math.abs(stop.amount_due))}
              </Typography>
            </Box>
            <FormFailure message={failure} />
            <TextField
              {...register('cash_received')}
              {...fieldHelp('cash_received', t('driver:delivered.cashHint'))}
              label={t('driver:delivered.cashLabel')}
              required
              fullWidth
              autoFocus
              slotProps={{
                htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' },
                input: {
                  endAdornment: (
                    <InputAdornment position="end">{t('driver:delivered.currency')}</InputAdornment>
                  ),
                },
              }}
            />
            <Button
              variant="outlined"
              disabled={busy}
              onClick={() =>
                setValue('cash_received', plainAmount(exact), {
                  shouldValidate: formState.isSubmitted,
                })
              }
              sx={{ minHeight: TOUCH }}
            >
              {t('driver:delivered.exact', { amount: money(exact) })}
            </Button>
            <CashBalanceLine balance={balance} />
          </Stack>
        </DialogContent>
        <DialogButtons busy={busy} label={t('driver:delivered.save')} onCancel={onClose} />
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
