import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { applyServerErrors, errorEnvelopeOf } from '@/lib/forms/server-errors';
import { resetPassword } from '../api/reset-password';

const loadContract = formContract('passwordOnlyForm');
type PasswordForm = { password: string };

type Props = {
  username: string;
  pin: string;
  onDone: () => Promise<unknown>;
  /** The PIN stopped working meanwhile (expired, or used elsewhere): back to the PIN step. */
  onPinRejected: (message: string) => void;
};

/** Step 3 of a reset: the new password, set with the PIN just checked. */
export function ResetPasswordStep({ username, pin, onDone, onPinRejected }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<PasswordForm>({
    resolver: useContractResolver(loadContract, t, router.locale),
    defaultValues: { password: '' },
  });

  const onSubmit = handleSubmit(async ({ password }) => {
    setFailure(undefined);
    try {
      await resetPassword({ username, pin, password });
    } catch (error) {
      const pinError = errorEnvelopeOf(error)?.errors?.pin;
      if (pinError) {
        onPinRejected(pinError);
        return;
      }
      setFailure(applyServerErrors(error, setError, ['password'], t('auth:errors.generic')));
      return;
    }
    await onDone();
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
      <PasswordField
        {...register('password')}
        label={t('auth:fields.newPassword.label')}
        helperText={errors.password?.message ?? t('auth:fields.newPassword.helper')}
        error={Boolean(errors.password)}
        autoComplete="new-password"
        toggleLabel={t('auth:password.show')}
        fullWidth
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:reset.password.submitting') : t('auth:reset.password.submit')}
      </Button>
    </Box>
  );
}
