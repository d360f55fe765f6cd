import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import Switch from '@mui/material/Switch';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { Controller } from 'react-hook-form';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { NativeSelectField } from '@/components/form/native-select-field';
import { TextField, type TextFieldProps } from '@/components/form/text-field';
import type { Category } from '@/contracts/catalog';
import { isWeighedStock } from '@/contracts/stock-units';
import { UNIT_CODES, type UnitCode } from '@/contracts/unit-codes';
import type { ItemCreateValues, ItemUpdateValues, StaffItem } from '@/contracts/staff-catalog';
import { staffFormContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import {
  formValuesOf,
  SERVER_FIELDS,
  touchedFields,
  type ProductField,
} from './product-form-values';
import { ProductChoices } from './product-choices';
import { useOldPriceFollowsPrice } from './use-old-price-follows-price';

// One contract for both forms: a product always has every field, the edit sends the touched.
const loadContract = staffFormContract('itemCreateBody');

type TextName = Exclude<
  ProductField,
  'category_id' | 'unit_code' | 'is_published' | 'is_live' | 'options' | 'weight_options'
>;

type Props = {
  /** The product being edited; none for a new one. */
  item?: StaffItem;
  categories: readonly Category[];
  submitLabel: string;
  busyLabel: string;
  /** Saves the checked values (and the touched ones); a refusal shows on the fields. */
  save: (values: ItemCreateValues, touched: ItemUpdateValues) => Promise<unknown>;
  onCancel: () => void;
  /** Shown above the buttons: the new product's pictures. */
  extra?: ReactNode;
  /** Once saved for good (a new product is not added twice). */
  locked?: boolean;
};

const HALF = { xs: 'span 2', sm: 'span 1' } as const;

/**
 * A product's fields in both languages, checked with the API's own contract. Numbers may be
 * typed in Arabic-Indic digits; the old price follows a lowered price as the server will set
 * it, until the seller types one.
 */
export function ProductForm({ item, categories, submitLabel, busyLabel, save, ...props }: Props) {
  const { t } = useTranslation(['dashboard', 'validation']);
  const locale = useLocale();
  const form = useContractForm({
    contract: loadContract,
    t,
    locale,
    serverFields: SERVER_FIELDS,
    fallback: t('products.form.saveFailed'),
    defaultValues: formValuesOf(item),
  });
  const { register, control, formState, failure, submitWith, fieldHelp, errorCount } = form;
  const oldPriceHint = useOldPriceFollowsPrice(form, item);
  // Stock and the most per order count the item's sale unit (ADR 0018): their labels and hints
  // name the unit chosen now, and kg take decimals (to the gram) where pieces are whole.
  const unitCode: UnitCode = form.watch('unit_code');
  const weighed = isWeighedStock(unitCode);
  const amount = numeric('ltr', weighed ? 'decimal' : 'numeric');
  const submit = submitWith((values) => save(values, touchedFields(values, formState.dirtyFields)));

  const text = (name: TextName, extra: Partial<TextFieldProps> = {}) => {
    const { ref, ...field } = register(name);
    return (
      <TextField
        {...field}
        {...extra}
        inputRef={ref}
        label={extra.label ?? t(`products.form.${name}`)}
        {...fieldHelp(name, extra.helperText)}
        disabled={props.locked}
        fullWidth
      />
    );
  };
  function numeric(dir: 'ltr', inputMode: 'decimal' | 'numeric') {
    return { slotProps: { htmlInput: { dir, inputMode } } };
  }
  const select = (name: 'category_id' | 'unit_code', options: ReactNode) => {
    const { ref, ...field } = register(name);
    const help = fieldHelp(name);
    return (
      <NativeSelectField
        {...field}
        ref={ref}
        label={t(`products.form.${name}`)}
        error={help.error}
        helperText={typeof help.helperText === 'string' ? help.helperText : undefined}
        required
        fullWidth
      >
        {options}
      </NativeSelectField>
    );
  };
  const toggle = (name: 'is_published' | 'is_live') => (
    <Controller
      control={control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          label={t(`products.form.${name}`)}
          disabled={props.locked}
          control={
            <Switch
              checked={Boolean(field.value)}
              onChange={(_, checked) => field.onChange(checked)}
              onBlur={field.onBlur}
            />
          }
        />
      )}
    />
  );

  return (
    <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
      <FormFailure message={failure} sx={{ mb: 2 }} />
      {/* minmax(0, …): a column never grows past half the form for a long label or value. */}
      <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(2, minmax(0, 1fr))', gap: 2 }}>
        <Box sx={{ gridColumn: HALF }}>
          {text('name_ar', {
            required: true,
            slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } },
          })}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {text('name_en', {
            required: true,
            slotProps: { htmlInput: { dir: 'ltr', lang: 'en' } },
          })}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {select(
            'category_id',
            <>
              <option value="" disabled>
                {t('products.form.chooseCategory')}
              </option>
              {categories.map((category) => (
                <option key={category.id} value={String(category.id)}>
                  {category.name}
                </option>
              ))}
            </>,
          )}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {select(
            'unit_code',
            UNIT_CODES.map((code) => (
              <option key={code} value={code}>
                {t(`products.units.${code}`)}
              </option>
            )),
          )}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {text('price', { required: true, ...numeric('ltr', 'decimal') })}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {text('old_price', { ...numeric('ltr', 'decimal'), helperText: oldPriceHint })}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {text('stock', {
            required: true,
            ...amount,
            label: t(`products.form.stockIn.${unitCode}`),
            helperText: weighed ? t('products.form.stockHintKg') : undefined,
          })}
        </Box>
        <Box sx={{ gridColumn: HALF }}>
          {text('max_per_order', {
            ...amount,
            helperText: t(`products.form.maxPerOrderHint.${unitCode}`),
          })}
        </Box>
        <Stack
          direction={{ xs: 'column', sm: 'row' }}
          useFlexGap
          sx={{ gridColumn: 'span 2', columnGap: 2, flexWrap: 'wrap' }}
        >
          {toggle('is_published')}
          {toggle('is_live')}
        </Stack>
        <Box sx={{ gridColumn: 'span 2' }}>
          {text('description_ar', {
            multiline: true,
            minRows: 2,
            slotProps: { htmlInput: { dir: 'rtl', lang: 'ar' } },
          })}
        </Box>
        <Box sx={{ gridColumn: 'span 2' }}>
          {text('description_en', {
            multiline: true,
            minRows: 2,
            slotProps: { htmlInput: { dir: 'ltr', lang: 'en' } },
          })}
        </Box>
      </Box>
      <ProductChoices form={form} locked={props.locked} />
      {props.extra}
      <Stack direction="row" spacing={1} useFlexGap sx={{ mt: 2, flexWrap: 'wrap' }}>
        {props.locked ? null : (
          <Button type="submit" variant="contained" size="large" disabled={formState.isSubmitting}>
            {formState.isSubmitting ? busyLabel : submitLabel}
          </Button>
        )}
        <Button size="large" onClick={props.onCancel}>
          {props.locked ? t('products.form.close') : t('products.form.cancel')}
        </Button>
      </Stack>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
