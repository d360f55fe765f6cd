import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { AmountList } from '@/components/ui/amount-list';
import type { CashDay } from '@/contracts/driver-rounds';
import { formatMoney } from '@/lib/format/money';
import { formatRoundDay } from '@/lib/format/round';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useCloseCash } from '../api/staff-cash';
import { differenceOf, typedAmount } from './cash-model';
import { DifferenceFlag } from './difference-flag';

const loadForm = lazyOnce(() => import('./cash-close-form'));
const loadCloseForm = () => loadForm().then((form) => form.cashCloseFormSchema);

const SERVER_FIELDS = ['handed_over'] as const;

type Props = { day: CashDay; onCancel: () => void; onClosed: (day: CashDay) => void };

/**
 * An admin closes a driver's day: types the cash the driver handed over (Arabic-Indic digits
 * too), sees the difference against what was due as they type, and confirms. A refusal (the
 * day closed meanwhile by another admin, a stop put back out) is said in the server's words.
 */
export default function CashCloseDialog({ day, onCancel, onClosed }: Props) {
  const { t } = useTranslation(['cash', 'validation']);
  const locale = useLocale();
  const close = useCloseCash(locale);
  // The keyboard leaves a phone little room for a dialog: the whole screen there.
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const { register, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadCloseForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('cash:close.failed'),
      defaultValues: { handed_over: '' },
    });
  const onSubmit = submitWith(
    (values) =>
      close({ date: day.date, driver_id: day.driver.id, handed_over: values.handed_over }),
    onClosed,
  );
  const busy = formState.isSubmitting;
  const handedOver = typedAmount(watch('handed_over'));

  return (
    <Dialog
      open
      fullWidth
      fullScreen={fullScreen}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="cash-close-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="cash-close-title">
          {t('cash:close.title', { name: day.driver.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography color="text.secondary">{formatRoundDay(day.date, t, locale)}</Typography>
            <FormFailure message={failure} />
            <AmountList
              testIdPrefix="cash-close"
              rows={[
                {
                  id: 'received',
                  label: t('cash:card.received'),
                  value: formatMoney(day.received, locale),
                },
                {
                  id: 'expected',
                  label: t('cash:card.expected'),
                  value: formatMoney(day.expected, locale),
                },
              ]}
            />
            <TextField
              {...register('handed_over')}
              {...fieldHelp('handed_over', t('cash:close.amountHint'))}
              label={t('cash:close.amountLabel')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' } }}
            />
            <Stack
              direction="row"
              spacing={1}
              sx={{ alignItems: 'center', flexWrap: 'wrap' }}
              aria-live="polite"
              data-testid="cash-close-difference"
            >
              <Typography component="span" color="text.secondary">
                {t('cash:close.difference')}
              </Typography>
              {handedOver === undefined ? (
                <Typography component="span" color="text.secondary">
                  {t('cash:close.differenceWaiting')}
                </Typography>
              ) : (
                <DifferenceFlag difference={differenceOf(handedOver, day.expected)} />
              )}
            </Stack>
            <Typography variant="body2" color="text.secondary">
              {t('cash:close.final')}
            </Typography>
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('cash:close.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('cash:close.closing') : t('cash:close.confirm')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
