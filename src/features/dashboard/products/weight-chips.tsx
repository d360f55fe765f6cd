import CancelIcon from '@mui/icons-material/Cancel';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ReactNode } from 'react';
import { TextField } from '@/components/form/text-field';
import { toAsciiDigits } from '@/contracts/phone';
import { MAX_WEIGHT_KG, MAX_WEIGHTS } from './product-form-values';

/** A weight as typed ("1.5", «١٫٥»): kg to the gram, or undefined when it is not one. */
export function typedKg(text: string): number | undefined {
  const ascii = toAsciiDigits(text.trim()).replace(/[٫,]/g, '.');
  if (!/^\d+(\.\d{1,3})?$/.test(ascii)) return undefined;
  const kg = Number(ascii);
  return kg > 0 && kg <= MAX_WEIGHT_KG ? kg : undefined;
}

type ChipsProps = {
  weights: number[];
  onChange: (weights: number[]) => void;
  /** The reason the whole list was refused (a weight twice, weights for a product by the piece). */
  error: ReactNode;
  /** Each weight's own reason, by its place in the list (`weight_options.1`), if it has one. */
  problems: readonly (string | undefined)[];
  locked?: boolean;
  format: (kg: number) => string;
};

/**
 * The weights as chips, smallest first, and a field to add one (Arabic digits too). A weight
 * refused (by the contract here or by the server) shows in the error colour, its reason under
 * the chips, naming it, and read out with it.
 */
export function WeightChips({ weights, onChange, error, problems, locked, format }: ChipsProps) {
  const { t } = useTranslation('dashboard');
  const reasonId = useId();
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
        {weights.map((kg, index) => (
          <Chip
            key={kg}
            label={format(kg)}
            color={problems[index] ? 'error' : 'default'}
            aria-describedby={problems[index] ? `${reasonId}-${index}` : undefined}
            onDelete={locked ? undefined : () => onChange(weights.filter((w) => w !== kg))}
            deleteIcon={
              <CancelIcon aria-label={t('productOptions.removeWeight', { weight: format(kg) })} />
            }
          />
        ))}
      </Stack>
      {weights.map((kg, index) =>
        problems[index] ? (
          <FormHelperText key={kg} error id={`${reasonId}-${index}`} sx={{ mt: -1, mb: 1.5 }}>
            {t('productOptions.weightProblem', { weight: format(kg), reason: problems[index] })}
          </FormHelperText>
        ) : null,
      )}
      {/* The button wraps under the field on a narrow phone rather than past its edge. */}
      <Stack
        direction="row"
        useFlexGap
        sx={{ alignItems: 'flex-start', flexWrap: 'wrap', columnGap: 1, rowGap: 0.5 }}
      >
        <TextField
          sx={{ flex: '1 1 180px', minWidth: 0 }}
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
