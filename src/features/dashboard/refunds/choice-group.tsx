import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId } from 'react';

export interface Choice<V extends string> {
  value: V;
  label: string;
  /** A line under the label: what choosing it does. */
  hint?: string;
}

type Props<V extends string> = {
  legend: string;
  choices: readonly Choice<V>[];
  value: V | undefined;
  onChange: (value: V) => void;
  /** The contract's reason, when the choice is missing or refused. */
  error?: string;
  disabled?: boolean;
};

/** One choice of a few, as radio buttons under a legend, with its reason when refused. */
export function ChoiceGroup<V extends string>({
  legend,
  choices,
  value,
  onChange,
  error,
  disabled,
}: Props<V>) {
  const errorId = useId();
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend">{legend}</FormLabel>
      <RadioGroup
        value={value ?? ''}
        onChange={(event) => {
          const chosen = choices.find((choice) => choice.value === event.target.value);
          if (chosen) onChange(chosen.value);
        }}
        aria-describedby={error ? errorId : undefined}
      >
        {choices.map((choice) => (
          <FormControlLabel
            key={choice.value}
            value={choice.value}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mt: 0.5 }}
            label={
              <Stack sx={{ pt: 1 }}>
                <Typography component="span">{choice.label}</Typography>
                {choice.hint ? (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {choice.hint}
                  </Typography>
                ) : null}
              </Stack>
            }
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id={errorId}>{error}</FormHelperText> : null}
    </FormControl>
  );
}
