import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormHelperText from '@mui/material/FormHelperText';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { Controller, useFieldArray, type Path } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { TextField } from '@/components/form/text-field';
import { OPTION_GROUPS } from '@/contracts/option-groups';
import type { itemCreateBody } from '@/contracts/staff-calls';
import { formatNumber } from '@/lib/format/number';
import type { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { MAX_OPTIONS, type ProductFormInput } from './product-form-values';
import { WeightChips } from './weight-chips';

type ProductFormApi = ReturnType<typeof useContractForm<typeof itemCreateBody>>;

/** A choice's fields: one under another on a phone, two a row from tablets up, never wider. */
const ROW_COLUMNS = { xs: 'minmax(0, 1fr)', sm: 'repeat(2, minmax(0, 1fr))' } as const;

/**
 * A product's preparation choices (a row each: group, names in both languages, the extra in
 * EGP) and, for a product sold by the kg, the weights a shopper picks from (chips). Both are
 * sent whole with the save and replace what the product had.
 */
export function ProductChoices({ form, locked }: { form: ProductFormApi; locked?: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { control, register, fieldHelp, watch, clearErrors, formState } = form;
  const reasonId = useId();
  /** A field's reason (the contract's here, or the server's), when it has one of its own. */
  const reason = (name: Path<ProductFormInput>) => {
    const help = fieldHelp(name);
    return help.error && typeof help.helperText === 'string' ? help.helperText : undefined;
  };
  // About the list as a whole: the server's names `options`, the contract's its root.
  const listReason = reason('options') ?? formState.errors.options?.root?.message;
  const { fields, append, remove } = useFieldArray({ control, name: 'options' });
  const soldByKg = watch('unit_code') === 'kg';
  const weights = watch('weight_options') ?? [];
  const text = (index: number, name: 'name_en' | 'name_ar' | 'price_delta') => {
    const path = `options.${index}.${name}` as const;
    const { ref, ...field } = register(path);
    const dir = name === 'name_ar' ? 'rtl' : 'ltr';
    return (
      <TextField
        {...field}
        inputRef={ref}
        {...fieldHelp(path)}
        label={t(`productOptions.${name}`)}
        required={name !== 'price_delta'}
        disabled={locked}
        fullWidth
        slotProps={{
          htmlInput: name === 'price_delta' ? { dir, inputMode: 'decimal' } : { dir },
        }}
      />
    );
  };

  return (
    <Box sx={{ mt: 3 }}>
      <Typography component="h3" variant="h6">
        {t('productOptions.optionsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('productOptions.optionsHint')}
      </Typography>
      <Stack spacing={1.5}>
        {fields.map((row, index) => {
          const group = register(`options.${index}.group`);
          const help = fieldHelp(`options.${index}.group`);
          // A choice the product no longer has (removed meanwhile): no input of its own.
          const rowReason = reason(`options.${index}.id`);
          return (
            <Paper
              key={row.id}
              variant="outlined"
              component="fieldset"
              aria-label={t('productOptions.row', { number: formatNumber(index + 1, locale) })}
              aria-describedby={rowReason ? `${reasonId}-${index}` : undefined}
              data-testid="option-row"
              // A fieldset is as wide as its content's least width unless told otherwise: on a
              // 390 px phone the row pushed the editor to 446 px and cut off its fields and icon.
              sx={{ p: 1.5, m: 0, minWidth: 0 }}
            >
              <Box sx={{ display: 'grid', gridTemplateColumns: ROW_COLUMNS, gap: 1.5 }}>
                <NativeSelectField
                  {...group}
                  ref={group.ref}
                  label={t('productOptions.group')}
                  error={help.error}
                  helperText={typeof help.helperText === 'string' ? help.helperText : undefined}
                  required
                  fullWidth
                >
                  {OPTION_GROUPS.map((value) => (
                    <option key={value} value={value}>
                      {t(`productOptions.groups.${value}`)}
                    </option>
                  ))}
                </NativeSelectField>
                <Box>{text(index, 'price_delta')}</Box>
                <Box>{text(index, 'name_ar')}</Box>
                <Box>{text(index, 'name_en')}</Box>
              </Box>
              {rowReason ? (
                <FormHelperText error id={`${reasonId}-${index}`}>
                  {rowReason}
                </FormHelperText>
              ) : null}
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <IconButton
                  color="error"
                  disabled={locked}
                  onClick={() => remove(index)}
                  aria-label={t('productOptions.remove', {
                    number: formatNumber(index + 1, locale),
                  })}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Box>
            </Paper>
          );
        })}
      </Stack>
      <Button
        startIcon={<AddIcon />}
        sx={{ mt: 1 }}
        disabled={locked || fields.length >= MAX_OPTIONS}
        onClick={() => append({ group: 'cut', name_en: '', name_ar: '', price_delta: '0' })}
      >
        {t('productOptions.add')}
      </Button>
      {listReason ? <FormHelperText error>{listReason}</FormHelperText> : null}
      {soldByKg || weights.length > 0 ? (
        <Controller
          control={control}
          name="weight_options"
          render={({ field }) => {
            const list = field.value ?? [];
            return (
              <WeightChips
                weights={list}
                onChange={(next) => {
                  // A reason names a weight by its place, which a change moves: start afresh.
                  clearErrors('weight_options');
                  field.onChange(next);
                }}
                error={reason('weight_options')}
                problems={list.map((_, index) => reason(`weight_options.${index}`))}
                locked={locked}
                format={(kg) => t('weights.kg', { kg: formatNumber(kg, locale, 3) })}
              />
            );
          }}
        />
      ) : null}
    </Box>
  );
}
