import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ChangePasswordBody } from '@/contracts/account';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { changePassword } from '../api/change-password';

const loadContract = formContract('changePasswordBody');

const FIELDS = ['password', 'new_password'] as const;
type Outcome = { severity: 'success' | 'error'; text: string };

/** Current and new password. This device stays signed in; the others are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'validation']);
  const router = useRouter();
  const [outcome, setOutcome] = useState<Outcome>();
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors, isSubmitting },
  } = useForm<ChangePasswordBody>({
    resolver: useContractResolver(loadContract, t, router.locale),
    defaultValues: { password: '', new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setOutcome(undefined);
    try {
      await changePassword(values);
    } catch (error) {
      const text = applyServerErrors(error, setError, FIELDS, t('account:errors.generic'));
      setOutcome({ severity: 'error', text });
      return;
    }
    reset();
    setOutcome({ severity: 'success', text: t('account:password.done') });
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <Typography color="text.secondary" sx={{ mb: 1 }}>
        {t('account:password.intro')}
      </Typography>
      {outcome ? (
        <Alert severity={outcome.severity} role={outcome.severity === 'error' ? 'alert' : 'status'}>
          {outcome.text}
        </Alert>
      ) : null}
      <PasswordField
        {...register('password')}
        label={t('account:password.current')}
        error={Boolean(errors.password)}
        helperText={errors.password?.message}
        autoComplete="current-password"
        toggleLabel={t('account:password.show')}
        fullWidth
        required
      />
      <PasswordField
        {...register('new_password')}
        label={t('account:password.new')}
        error={Boolean(errors.new_password)}
        helperText={errors.new_password?.message ?? t('account:password.newHelper')}
        autoComplete="new-password"
        toggleLabel={t('account:password.show')}
        fullWidth
        required
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={isSubmitting}
        sx={{ justifySelf: 'start', mt: 1 }}
      >
        {isSubmitting ? t('account:password.submitting') : t('account:password.submit')}
      </Button>
    </Box>
  );
}
