import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { checkPin } from '../api/check-pin';
import { ResendPinButton } from './resend-pin-button';

const loadContract = formContract('pinOnlyForm');

type Props = { username: string; initialError?: string; onChecked: (pin: string) => void };

/** Step 2 of a reset: the 6-digit PIN from the e-mail or text message. */
export function ResetPinStep({ username, initialError, onChecked }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const {
    register,
    formState: { errors, isSubmitting },
    failure,
    submitWith,
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    serverFields: ['pin'],
    fallback: t('auth:errors.generic'),
    defaultValues: { pin: '' },
    errors: initialError ? { pin: { type: 'server', message: initialError } } : undefined,
  });

  const onSubmit = submitWith(
    ({ pin }) => checkPin({ username, pin }),
    (_answer, { pin }) => onChecked(pin),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      {/* The PIN's own reason says it all; the alert is for the rest. */}
      <FormFailure message={errors.pin ? undefined : failure} />
      <TextField
        {...register('pin')}
        label={t('auth:fields.pin.label')}
        {...fieldHelp('pin', t('auth:fields.pin.helper'))}
        autoComplete="one-time-code"
        fullWidth
        required
        slotProps={{
          htmlInput: { dir: 'ltr', inputMode: 'numeric', maxLength: 16, spellCheck: false },
        }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:reset.pin.submitting') : t('auth:reset.pin.submit')}
      </Button>
      <ResendPinButton username={username} />
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
