import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { Controller, useFieldArray } from 'react-hook-form';
import { NativeSelectField } from '@/components/form/native-select-field';
import { TextField } from '@/components/form/text-field';
import { OPTION_GROUPS } from '@/contracts/option-groups';
import type { itemCreateBody } from '@/contracts/staff-calls';
import { formatNumber } from '@/lib/format/number';
import type { useContractForm } from '@/lib/forms/use-contract-form';
import { useLocale } from '@/lib/i18n/use-locale';
import { toAsciiDigits } from '@/lib/phone';

type ProductFormApi = ReturnType<typeof useContractForm<typeof itemCreateBody>>;

/** As the contract bounds them (poultry-options.ts): kept here so zod stays out of the page. */
const MAX_OPTIONS = 12;
const MAX_WEIGHTS = 8;
const MAX_WEIGHT_KG = 25;

/** A weight as typed ("1.5", «١٫٥»): kg to the gram, or undefined when it is not one. */
export function typedKg(text: string): number | undefined {
  const ascii = toAsciiDigits(text.trim()).replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d{1,3})?$/.test(ascii)) return undefined;
  const kg = Number(ascii);
  return kg > 0 && kg <= MAX_WEIGHT_KG ? kg : undefined;
}

/**
 * A product's preparation choices (a row each: group, names in both languages, the extra in
 * EGP) and, for a product sold by the kg, the weights a shopper picks from (chips). Both are
 * sent whole with the save and replace what the product had.
 */
export function ProductChoices({ form, locked }: { form: ProductFormApi; locked?: boolean }) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const { control, register, fieldHelp, watch } = form;
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
          return (
            <Paper
              key={row.id}
              variant="outlined"
              component="fieldset"
              aria-label={t('productOptions.row', { number: index + 1 })}
              data-testid="option-row"
              sx={{ p: 1.5, m: 0 }}
            >
              <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 1.5 }}>
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
              <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
                <IconButton
                  color="error"
                  disabled={locked}
                  onClick={() => remove(index)}
                  aria-label={t('productOptions.remove', { number: index + 1 })}
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
      {soldByKg || weights.length > 0 ? (
        <Controller
          control={control}
          name="weight_options"
          render={({ field }) => (
            <WeightChips
              weights={field.value ?? []}
              onChange={field.onChange}
              error={fieldHelp('weight_options').helperText}
              locked={locked}
              format={(kg) => t('weights.kg', { kg: formatNumber(kg, locale, 3) })}
            />
          )}
        />
      ) : null}
    </Box>
  );
}

type ChipsProps = {
  weights: number[];
  onChange: (weights: number[]) => void;
  error: ReactNode;
  locked?: boolean;
  format: (kg: number) => string;
};

/** The weights as chips, smallest first, and a field to add one (Arabic digits too). */
function WeightChips({ weights, onChange, error, locked, format }: ChipsProps) {
  const { t } = useTranslation('dashboard');
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string>();
  const add = () => {
    const kg = typedKg(typed);
    if (kg === undefined || weights.includes(kg)) {
      setProblem(
        t(kg === undefined ? 'productOptions.weightInvalid' : 'productOptions.weightDuplicate'),
      );
      return;
    }
    setProblem(undefined);
    setTyped('');
    onChange([...weights, kg].sort((a, b) => a - b));
  };
  return (
    <Box sx={{ mt: 3 }} data-testid="weight-options">
      <Typography component="h3" variant="h6">
        {t('productOptions.weightsTitle')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
        {t('productOptions.weightsHint')}
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mb: 1.5 }}>
        {weights.map((kg) => (
          <Chip
            key={kg}
            label={format(kg)}
            onDelete={locked ? undefined : () => onChange(weights.filter((w) => w !== kg))}
            deleteIcon={
              <CancelIcon aria-label={t('productOptions.removeWeight', { weight: format(kg) })} />
            }
          />
        ))}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
        <TextField
          label={t('productOptions.weightInput')}
          value={typed}
          onChange={(event) => setTyped(event.target.value)}
          error={Boolean(problem ?? error)}
          helperText={problem ?? error}
          disabled={locked || weights.length >= MAX_WEIGHTS}
          slotProps={{
            htmlInput: {
              dir: 'ltr',
              inputMode: 'decimal',
              onKeyDown: (event) => {
                // Enter adds the weight rather than submitting the whole product.
                if (event.key === 'Enter') {
                  event.preventDefault();
                  add();
                }
              },
            },
          }}
        />
        <Button
          variant="outlined"
          sx={{ mt: 1 }}
          disabled={locked || weights.length >= MAX_WEIGHTS}
          onClick={add}
        >
          {t('productOptions.addWeight')}
        </Button>
      </Stack>
    </Box>
  );
}
