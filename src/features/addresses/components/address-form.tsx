import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { Controller, useWatch } from 'react-hook-form';
import type { AddressFields } from '@/contracts/address';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import type { AddressValues } from '../api/create-address';
import {
  ADDRESS_FIELD_NAMES,
  emptyAddressValues,
  type AddressContact,
} from '../model/address-form-values';
import { ZoneSelect } from './zone-select';
import { useLocale } from '@/lib/i18n/use-locale';

const loadContract = formContract('addressFields');

type TextName = Exclude<keyof AddressFields, 'zone_id' | 'is_default'>;
type Span = (typeof SPAN)[keyof typeof SPAN];

type Props = {
  zones: DeliveryCharge[];
  /** The saved address being edited; a new address starts empty (with `defaultZoneId`). */
  defaultValues?: AddressFields;
  defaultZoneId?: number;
  /** The signed-in account, whose name and phone a new address starts with (editable). */
  contact?: AddressContact;
  submitLabel: string;
  /** Saves the checked fields; a rejection's envelope is shown on the fields. */
  onSave: (values: AddressValues) => Promise<unknown>;
  onCancel?: () => void;
  /** Told the chosen zone as the shopper picks it (checkout previews the delivery fee). */
  onZoneChange?: (zoneId: number | undefined) => void;
};

/**
 * Spans on a 6-column grid: pairs share a row from `sm` up; building, floor and flat are
 * short and share a row even on phones, which saves the shopper two screens of scrolling.
 */
const SPAN = {
  full: 'span 6',
  half: { xs: 'span 6', sm: 'span 3' },
  third: 'span 2',
} as const;

/** An Egyptian delivery address, checked with the same contract the API uses. */
export function AddressForm(props: Props) {
  const { zones, defaultValues, defaultZoneId, submitLabel, onSave, onCancel, onZoneChange } =
    props;
  const { t } = useTranslation(['addresses', 'validation']);
  const locale = useLocale();
  const { register, control, formState, failure, submitWith, fieldHelp, errorCount } =
    useContractForm({
      contract: loadContract,
      t,
      locale,
      // A rule about the whole address (the limit of 20) has no field: it goes in the alert.
      serverFields: ADDRESS_FIELD_NAMES,
      fallback: t('form.saveFailed'),
      defaultValues: defaultValues ?? emptyAddressValues(defaultZoneId, props.contact),
    });
  const { errors, isSubmitting } = formState;

  const zoneValue = useWatch({ control, name: 'zone_id' });
  useEffect(() => {
    const id = Number(zoneValue);
    onZoneChange?.(Number.isInteger(id) && id > 0 ? id : undefined);
  }, [zoneValue, onZoneChange]);

  const submit = submitWith(onSave);

  const text = (name: TextName, span: Span, extra: Partial<TextFieldProps> = {}) => {
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...extra}
        {...field}
        inputRef={ref}
        label={t(`form.${name}`)}
        {...fieldHelp(name, extra.helperText)}
        fullWidth
        sx={{ gridColumn: span }}
      />
    );
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure message={failure} sx={{ mb: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(6, minmax(0, 1fr))' }}>
        {text('recipient', SPAN.half, { required: true, autoComplete: 'name' })}
        {text('phone', SPAN.half, {
          required: true,
          type: 'tel',
          autoComplete: 'tel-national',
          placeholder: t('form.phonePlaceholder'),
          slotProps: { htmlInput: { dir: 'ltr', inputMode: 'tel' } },
        })}
        <ZoneSelect
          registration={register('zone_id')}
          zones={zones}
          value={zoneValue}
          // The select can only fail by being left empty; the server's reason is more precise.
          error={
            errors.zone_id?.type === 'server'
              ? errors.zone_id.message
              : errors.zone_id && t('validation:validation.unknown_zone')
          }
          sx={{ gridColumn: SPAN.full }}
        />
        {text('city', SPAN.half, { required: true, autoComplete: 'address-level2' })}
        {text('street', SPAN.half, { required: true, autoComplete: 'address-line1' })}
        {text('building', SPAN.third)}
        {text('floor', SPAN.third)}
        {text('apartment', SPAN.third)}
        {text('landmark', SPAN.full, { helperText: t('form.landmarkHint') })}
        {text('notes', SPAN.full, { multiline: true, minRows: 2 })}
        {text('label', SPAN.full, { helperText: t('form.labelHint') })}
        <Controller
          control={control}
          name="is_default"
          render={({ field }) => (
            <FormControlLabel
              sx={{ gridColumn: SPAN.full }}
              label={t('form.is_default')}
              control={
                <Checkbox
                  name={field.name}
                  checked={field.value === true}
                  onChange={(event) => field.onChange(event.target.checked)}
                  onBlur={field.onBlur}
                  slotProps={{ input: { ref: field.ref } }}
                />
              }
            />
          )}
        />
      </Box>
      <Stack direction="row" spacing={1.5} sx={{ mt: 3, justifyContent: 'flex-end' }}>
        {onCancel ? (
          <Button onClick={onCancel} disabled={isSubmitting} color="inherit">
            {t('form.cancel')}
          </Button>
        ) : null}
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('form.saving') : submitLabel}
        </Button>
      </Stack>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
