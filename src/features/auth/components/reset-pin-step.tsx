import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { checkPin } from '../api/check-pin';
import { ResendPinButton } from './resend-pin-button';

const loadContract = formContract('pinOnlyForm');
type PinForm = { pin: string };

type Props = { username: string; initialError?: string; onChecked: (pin: string) => void };

/** Step 2 of a reset: the 6-digit PIN from the e-mail or text message. */
export function ResetPinStep({ username, initialError, onChecked }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PinForm>({
    resolver: useContractResolver(loadContract, t, router.locale),
    defaultValues: { pin: '' },
    errors: initialError ? { pin: { type: 'server', message: initialError } } : undefined,
  });

  const onSubmit = handleSubmit(async ({ pin }) => {
    setFailure(undefined);
    try {
      await checkPin({ username, pin });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['pin'], t('auth:errors.generic')));
      return;
    }
    onChecked(pin);
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      {failure && !errors.pin ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <TextField
        {...register('pin')}
        label={t('auth:fields.pin.label')}
        helperText={errors.pin?.message ?? t('auth:fields.pin.helper')}
        error={Boolean(errors.pin)}
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
    </Box>
  );
}
