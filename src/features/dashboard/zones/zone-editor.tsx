import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'next-i18next/pages';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { lazyOnce } from '@/lib/lazy-once';
import { useLocale } from '@/lib/i18n/use-locale';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateZone } from '../api/staff-zones';

// zod and the form's contract arrive with the editor, not with the zones screen.
const loadContracts = lazyOnce(() => import('@/contracts/delivery-zones'));
const loadZoneForm = () => loadContracts().then((contracts) => contracts.zoneFormSchema);

const SERVER_FIELDS = [
  'fee',
  'min_order',
  'is_active',
  'names.area_ar',
  'names.area_en',
  'names.eta_ar',
  'names.eta_en',
] as const;
const NAME_FIELDS = [
  ['area_ar', 'areaAr', 'rtl'],
  ['area_en', 'areaEn', 'ltr'],
  ['eta_ar', 'etaAr', 'rtl'],
  ['eta_en', 'etaEn', 'ltr'],
] as const;

type Props = {
  zone: StaffDeliveryZone;
  onClose: () => void;
  onSaved: (zone: StaffDeliveryZone) => void;
};

/**
 * An admin's editor of one zone: fee and minimum order (EGP as typed, Arabic digits too),
 * whether shoppers can choose it, and its names and delivery time in both languages. Checked
 * against the API's own contract first; a refusal (a 403 if the account is no longer an admin)
 * is shown in the dialog in the server's words.
 */
export default function ZoneEditor({ zone, onClose, onSaved }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const update = useUpdateZone(locale);
  const { register, control, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadZoneForm,
      t,
      locale,
      serverFields: SERVER_FIELDS,
      fallback: t('dashboard:zones.saveFailed'),
      defaultValues: {
        fee: String(zone.fee),
        min_order: String(zone.min_order),
        is_active: zone.is_active,
        names: {
          area_ar: zone.area_ar,
          area_en: zone.area_en,
          eta_ar: zone.eta_ar,
          eta_en: zone.eta_en,
        },
      },
    });
  const onSubmit = submitWith((values) => update(zone.id, values), onSaved);
  const busy = formState.isSubmitting;
  const amount = { dir: 'ltr', inputMode: 'decimal' } as const;

  return (
    <Dialog open onClose={busy ? undefined : onClose} aria-labelledby="zone-editor-title" fullWidth>
      <form noValidate onSubmit={(event) => void onSubmit(event)}>
        <DialogTitle id="zone-editor-title">
          {t('dashboard:zones.dialogTitle', { area: zone.area })}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <FormFailure message={failure} />
            <TextField
              {...register('fee')}
              {...fieldHelp('fee')}
              label={t('dashboard:zones.feeLabel')}
              required
              fullWidth
              slotProps={{ htmlInput: amount }}
            />
            <TextField
              {...register('min_order')}
              {...fieldHelp('min_order')}
              label={t('dashboard:zones.minOrderLabel')}
              required
              fullWidth
              slotProps={{ htmlInput: amount }}
            />
            <Controller
              control={control}
              name="is_active"
              render={({ field }) => (
                <div>
                  <FormControlLabel
                    label={t('dashboard:zones.activeLabel')}
                    control={
                      <Switch
                        checked={field.value}
                        onChange={(_, checked) => field.onChange(checked)}
                        onBlur={field.onBlur}
                        slotProps={{
                          input: { ref: field.ref, 'aria-describedby': 'zone-active-hint' },
                        }}
                      />
                    }
                  />
                  <FormHelperText id="zone-active-hint">
                    {t('dashboard:zones.activeHint')}
                  </FormHelperText>
                </div>
              )}
            />
            {NAME_FIELDS.map(([name, label, dir]) => (
              <TextField
                key={name}
                {...register(`names.${name}`)}
                {...fieldHelp(`names.${name}`)}
                label={t(`dashboard:zones.${label}`)}
                required
                fullWidth
                slotProps={{ htmlInput: { dir } }}
              />
            ))}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={busy}>
            {t('dashboard:zones.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('dashboard:zones.saving') : t('dashboard:zones.save')}
          </Button>
        </DialogActions>
        <FormErrorCount count={errorCount} />
      </form>
    </Dialog>
  );
}
