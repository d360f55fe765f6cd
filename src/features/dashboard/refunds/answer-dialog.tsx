import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { COMPLAINT_REMEDIES } from '@/contracts/complaint-constants';
import type { StaffComplaint } from '@/contracts/complaints';
import { formatMoney } from '@/lib/format/money';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { lazyOnce } from '@/lib/lazy-once';
import { useAnswerComplaint } from '../api/staff-complaints';
import { ChoiceGroup } from './choice-group';
import { complainedTotal, isMoneyRemedy, typedAmount } from './complaint-model';

const loadForm = lazyOnce(() => import('./answer-form'));

const SERVER_FIELDS = ['status', 'remedy', 'amount', 'note'] as const;
const DECISIONS = ['Accepted', 'Rejected'] as const;

type Props = {
  complaint: StaffComplaint;
  onCancel: () => void;
  onAnswered: (complaint: StaffComplaint) => void;
};

/**
 * A seller answers a complaint: accept or reject; accepting, what the shop does (cash back at
 * the next delivery, a credit on the next order, the goods again) and for money how much, at
 * most what the complained lines cost (filled in); and a note the shopper reads. Checked as
 * the API checks it; a refusal (answered meanwhile, too much) is said in the server's words.
 */
export default function AnswerDialog({ complaint, onCancel, onAnswered }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const answer = useAnswerComplaint(locale);
  const fullScreen = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const most = complainedTotal(complaint.lines);
  const contract = useCallback(
    () => loadForm().then((form) => form.answerFormSchema(most)),
    [most],
  );
  const { register, control, watch, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:refunds.answerFailed'),
      // Nothing decided yet; the amount offered is the most it may be.
      defaultValues: { amount: most, note: '' },
    });
  // The amount offered stays in the form's values behind a replacement or a rejection: only a
  // money remedy sends it.
  const onSubmit = submitWith(
    ({ amount, ...body }) =>
      answer(complaint.id, isMoneyRemedy(body.remedy) ? { ...body, amount } : body),
    onAnswered,
  );
  const busy = formState.isSubmitting;
  const accepting = watch('status') === 'Accepted';
  const remedy = watch('remedy');
  const number = complaint.order.number;

  return (
    <Dialog
      open
      fullWidth
      fullScreen={fullScreen}
      onClose={busy ? undefined : onCancel}
      aria-labelledby="complaint-answer-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="complaint-answer-title">
          {t('dashboard:refunds.answerTitle', { number, name: complaint.customer.name })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            <Controller
              control={control}
              name="status"
              render={({ field, fieldState }) => (
                <ChoiceGroup
                  legend={t('dashboard:refunds.decision')}
                  choices={DECISIONS.map((value) => ({
                    value,
                    label: t(`dashboard:refunds.decisions.${value}`),
                  }))}
                  value={field.value}
                  onChange={field.onChange}
                  error={fieldState.error?.message}
                  disabled={busy}
                />
              )}
            />
            {accepting ? (
              <Controller
                control={control}
                name="remedy"
                // Hidden (a rejection), no remedy is sent: the contract refuses one then.
                shouldUnregister
                render={({ field, fieldState }) => (
                  <ChoiceGroup
                    legend={t('dashboard:refunds.remedy')}
                    choices={COMPLAINT_REMEDIES.map((value) => ({
                      value,
                      label: t(`dashboard:refunds.remedies.${value}`),
                      hint: t(`dashboard:refunds.remedyHints.${value}`),
                    }))}
                    value={field.value}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    disabled={busy}
                  />
                )}
              />
            ) : null}
            {accepting && isMoneyRemedy(remedy) ? (
              <TextField
                // Hidden (a replacement, a rejection), no amount is sent.
                {...register('amount', { shouldUnregister: true, setValueAs: typedAmount })}
                {...fieldHelp(
                  'amount',
                  t('dashboard:refunds.amountHint', { most: formatMoney(most, locale) }),
                )}
                label={t('dashboard:refunds.amountLabel')}
                required
                fullWidth
                slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' } }}
              />
            ) : null}
            <TextField
              {...register('note')}
              {...fieldHelp('note', t('dashboard:refunds.noteHint'))}
              label={t('dashboard:refunds.noteLabel')}
              fullWidth
              multiline
              minRows={3}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCancel} disabled={busy}>
            {t('dashboard:refunds.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:refunds.sending') : t('dashboard:refunds.send')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
