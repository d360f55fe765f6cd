import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import { useTranslation } from 'next-i18next/pages';
import { FAILURE_REASONS, type FailureReason } from '@/contracts/driver-rounds';
import { invalidGroup } from '@/lib/forms/error-focus';
import { TOUCH } from './touch';

type Props = {
  value: FailureReason | undefined;
  onChange: (reason: FailureReason) => void;
  disabled: boolean;
  error: string | undefined;
};

const isReason = (value: string): value is FailureReason =>
  (FAILURE_REASONS as readonly string[]).includes(value);

/** Why the order was not handed over: the four reasons as radios, each a whole row to tap. */
export function ReasonField({ value, onChange, disabled, error }: Props) {
  const { t } = useTranslation('driver');
  return (
    <FormControl component="fieldset" error={Boolean(error)} disabled={disabled}>
      <FormLabel component="legend" sx={{ fontWeight: 600, color: 'text.primary' }}>
        {t('failed.reasonLabel')}
      </FormLabel>
      <RadioGroup
        name="reason"
        value={value ?? ''}
        onChange={(_, next) => {
          if (isReason(next)) onChange(next);
        }}
        aria-describedby={error ? 'failed-reason-error' : undefined}
        // A failed submit focuses the first field in error: a group says so this way.
        {...invalidGroup(Boolean(error))}
      >
        {FAILURE_REASONS.map((reason) => (
          <FormControlLabel
            key={reason}
            value={reason}
            control={<Radio />}
            label={t(`reasons.${reason}`)}
            sx={{ minHeight: TOUCH, marginInlineEnd: 0 }}
          />
        ))}
      </RadioGroup>
      {error ? <FormHelperText id="failed-reason-error">{error}</FormHelperText> : null}
    </FormControl>
  );
}
