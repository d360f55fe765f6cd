import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { resetPassword } from '../api/reset-password';

const loadContract = formContract('passwordOnlyForm');

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
  const {
    register,
    handleSubmit,
    formState: { isSubmitting },
    failure,
    setFailure,
    failWith,
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    serverFields: ['password'],
    fallback: t('auth:errors.generic'),
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
      failWith(error);
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
      <FormFailure message={failure} />
      <PasswordField
        {...register('password')}
        label={t('auth:fields.newPassword.label')}
        {...fieldHelp('password', t('auth:fields.newPassword.helper'))}
        autoComplete="new-password"
        toggleLabel={t('auth:password.show')}
        fullWidth
        required
        autoFocus
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:reset.password.submitting') : t('auth:reset.password.submit')}
      </Button>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
