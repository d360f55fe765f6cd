import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import InputAdornment from '@mui/material/InputAdornment';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import type { OrderWeightsBody, StaffOrder } from '@/contracts/order';
import { staffFormContract } from '@/lib/api/call-schemas';
import { formatNumber } from '@/lib/format/number';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useRecordWeights } from '../api/staff-orders';
import { ConfirmWeightsDialog } from './confirm-weights-dialog';
import { choicesText, isWeighedLine, kgText } from './line-weights';
import { weightsQuestionOf, type WeightsQuestion } from './weighing-preview';

const loadContract = staffFormContract('orderWeightsForm');

type Props = {
  order: StaffOrder;
  onClose: () => void;
  /** Told of the order as the server answered, with its final totals. */
  onSaved: (order: StaffOrder) => void;
};

/**
 * The weights of an order's lines sold by weight, as the scale shows them: one field per line
 * (kg to the gram, Arabic digits too), filled with what was weighed before. A refusal (the
 * order has left, 409; a weight far from the one ordered, 400 on its field) is said in the
 * server's words and the dialog stays open. Weights far enough from the estimate that the
 * server asks first open a confirmation over it (ConfirmWeightsDialog).
 */
export default function RecordWeightsDialog({ order, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const record = useRecordWeights(locale);
  const lines = order.items.filter(isWeighedLine);
  const { register, formState, failure, submitWith, failWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadContract,
      t,
      locale,
      serverFields: lines.map((_, index) => `lines.${index}.weight` as const),
      fallback: t('dashboard:weights.saveFailed'),
      defaultValues: {
        lines: lines.map((line) => ({
          line_id: line.id,
          weight: line.weighed_weight === null ? '' : String(line.weighed_weight),
        })),
      },
    });
  const [asked, setAsked] = useState<{ body: OrderWeightsBody; question: WeightsQuestion }>();
  const [confirming, setConfirming] = useState(false);
  const onSubmit = submitWith(
    async (values) => {
      try {
        return await record(order, values);
      } catch (error) {
        const question = weightsQuestionOf(error);
        if (!question) throw error;
        setAsked({ body: values, question });
        return undefined;
      }
    },
    (answer) => answer && onSaved(answer),
  );
  const confirm = async () => {
    if (!asked) return;
    setConfirming(true);
    try {
      onSaved(await record(order, { ...asked.body, confirm: true }));
    } catch (error) {
      setAsked(undefined);
      setConfirming(false);
      failWith(error);
    }
  };
  const busy = formState.isSubmitting || confirming;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="weights-title" fullWidth>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="weights-title">
          {t('dashboard:weights.title', { number: order.number })}
        </DialogTitle>
        <DialogContent>
          <Typography color="text.secondary" sx={{ mb: 2 }}>
            {t('dashboard:weights.intro')}
          </Typography>
          <Stack spacing={2}>
            <FormFailure message={failure} />
            {lines.map((line, index) => (
              <TextField
                key={line.id}
                {...register(`lines.${index}.weight`)}
                {...fieldHelp(
                  `lines.${index}.weight`,
                  line.weight === null
                    ? undefined
                    : t('dashboard:weights.ordered', {
                        qty: formatNumber(line.qty, locale),
                        weight: kgText(line.weight, t, locale),
                      }),
                )}
                label={choicesText(line) ? `${line.name} (${choicesText(line)})` : line.name}
                required
                fullWidth
                slotProps={{
                  htmlInput: { dir: 'ltr', inputMode: 'decimal', autoComplete: 'off' },
                  input: {
                    endAdornment: (
                      <InputAdornment position="end">
                        {t('dashboard:weights.kgUnit')}
                      </InputAdornment>
                    ),
                  },
                }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:weights.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:weights.saving') : t('dashboard:weights.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
      {asked ? (
        <ConfirmWeightsDialog
          order={order}
          body={asked.body}
          question={asked.question}
          busy={confirming}
          onConfirm={() => void confirm()}
          onBack={() => setAsked(undefined)}
        />
      ) : null}
    </Dialog>
  );
}
