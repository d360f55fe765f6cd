import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { MAX_COMPLAINT_WINDOW_HOURS } from '@/contracts/complaint-constants';
import { toAsciiDigits } from '@/contracts/phone';
import { formatNumber } from '@/lib/format/number';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useUpdateShopContent } from '../api/staff-shop-content';

const loadForm = lazyOnce(() => import('./complaint-window-form'));
const loadWindowForm = () => loadForm().then((form) => form.complaintWindowFormSchema);

const SERVER_FIELDS = ['complaint_window_hours'] as const;

/**
 * The hours as typed, Arabic-Indic digits included, as the number the contract checks; blank
 * stays blank (missing, not zero) and anything else not a number is refused by the contract.
 */
const toHours = (raw: unknown) => {
  const value = toAsciiDigits(
    typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw : '',
  ).trim();
  return value === '' ? '' : Number(value);
};

type Props = { hours: number; onClose: () => void; onSaved: () => void };

/**
 * An admin sets how many hours after delivery a shopper may still complain about an order
 * (POST /admin/shop-facts, `complaint_window_hours`): whole hours, 1 to a month.
 */
export default function ComplaintWindowDialog({ hours, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const update = useUpdateShopContent(locale);
  const { register, formState, failure, submitWith, fieldHelp, errorCount } = useContractForm({
    contract: loadWindowForm,
    t,
    locale,
    serverFields: SERVER_FIELDS,
    fallback: t('dashboard:shopContent.saveFailed'),
    defaultValues: { complaint_window_hours: hours },
  });
  const onSubmit = submitWith(
    (body) =>
      update({ kind: 'facts', body: { complaint_window_hours: body.complaint_window_hours } }),
    onSaved,
  );
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open
      onClose={busy ? undefined : onClose}
      aria-labelledby="complaint-window-title"
      fullWidth
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="complaint-window-title">
          {t('dashboard:shopContent.complaintWindow.title')}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            <TextField
              {...register('complaint_window_hours', { setValueAs: toHours })}
              {...fieldHelp(
                'complaint_window_hours',
                t('dashboard:shopContent.complaintWindow.hint', {
                  max: formatNumber(MAX_COMPLAINT_WINDOW_HOURS, locale),
                }),
              )}
              label={t('dashboard:shopContent.complaintWindow.field')}
              required
              fullWidth
              autoFocus
              slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'numeric', autoComplete: 'off' } }}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:shopContent.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:shopContent.saving') : t('dashboard:shopContent.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
