import AddIcon from '@mui/icons-material/Add';
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
import { useFieldArray } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { MAX_ROUNDS_PER_DAY, type DeliveryRound } from '@/contracts/delivery-slots';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { staffFormContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSaveRounds } from '../api/staff-slots';
import { RoundFields, type RoundsFormInput } from './round-fields';

const loadContract = staffFormContract('roundsForm');

/** What a new round starts as: three hours after the day's last one, 20 places, 1 h cut-off. */
function nextRound(last: RoundsFormInput['rounds'][number] | undefined) {
  const from = last?.to && last.to < '21:00' ? last.to : '10:00';
  const hour = Math.min(Number(from.slice(0, 2)) + 3, 23);
  return {
    from,
    to: `${String(hour).padStart(2, '0')}:${from.slice(3)}`,
    capacity: '20',
    cutoff_minutes: '60',
    zone_ids: [],
    is_active: true,
  };
}

type Props = {
  weekday: number;
  rounds: readonly DeliveryRound[];
  zones: readonly StaffDeliveryZone[];
  onClose: () => void;
  onSaved: () => void;
};

/**
 * One weekday's rounds, edited together: add, remove and change rows, then save the whole day
 * (POST /admin/slots). Checked with the API's rules first (from before to, at least one
 * place), each reason on its field; a refusal the server words is shown above the rows.
 */
export default function RoundsEditor({ weekday, rounds, zones, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  const save = useSaveRounds(locale);
  const day = t(`dashboard:rounds.weekdays.${weekday}`);
  const form = useContractForm({
    contract: loadContract,
    t,
    locale,
    serverFields: rounds.flatMap((_, index) =>
      (['from', 'to', 'capacity', 'cutoff_minutes'] as const).map(
        (field) => `rounds.${index}.${field}` as const,
      ),
    ),
    fallback: t('dashboard:rounds.saveFailed'),
    defaultValues: {
      rounds: [...rounds]
        .sort((a, b) => a.from.localeCompare(b.from))
        .map((round) => ({
          from: round.from,
          to: round.to,
          capacity: String(round.capacity),
          cutoff_minutes: String(round.cutoff_minutes),
          zone_ids: round.zone_ids,
          is_active: round.is_active,
        })),
    },
  });
  const { control, formState, failure, submitWith, getValues, errorCount } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'rounds' });
  const onSubmit = submitWith((values) => save({ weekday, rounds: values.rounds }), onSaved);
  const busy = formState.isSubmitting;

  return (
    <Dialog
      open
      fullScreen={phone}
      fullWidth
      maxWidth="md"
      onClose={busy ? undefined : onClose}
      aria-labelledby="rounds-editor-title"
    >
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="rounds-editor-title">
          {t('dashboard:rounds.editTitle', { day })}
        </DialogTitle>
        <DialogContent>
          <FormFailure message={failure} sx={{ mb: 2 }} />
          {fields.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 2 }}>
              {t('dashboard:rounds.noneEditing')}
            </Typography>
          ) : null}
          <Stack spacing={2}>
            {fields.map((field, index) => (
              <RoundFields
                key={field.id}
                form={form}
                index={index}
                zones={zones}
                onRemove={() => remove(index)}
              />
            ))}
          </Stack>
          <Button
            startIcon={<AddIcon />}
            sx={{ mt: 2 }}
            disabled={fields.length >= MAX_ROUNDS_PER_DAY}
            onClick={() => append(nextRound(getValues('rounds').at(-1)))}
          >
            {t('dashboard:rounds.add')}
          </Button>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:rounds.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:rounds.saving') : t('dashboard:rounds.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
