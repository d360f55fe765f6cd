import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { changePassword } from '../api/change-password';

const loadContract = formContract('changePasswordBody');

const FIELDS = ['password', 'new_password'] as const;

/** Current and new password. This device stays signed in; the others are signed out. */
export function ChangePasswordForm() {
  const { t } = useTranslation(['account', 'validation']);
  const router = useRouter();
  const [done, setDone] = useState(false);
  const {
    register,
    handleSubmit,
    reset,
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
    serverFields: FIELDS,
    fallback: t('account:errors.generic'),
    defaultValues: { password: '', new_password: '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    // The last outcome, success included, goes while the next attempt is on its way.
    setDone(false);
    setFailure(undefined);
    try {
      await changePassword(values);
    } catch (error) {
      failWith(error);
      return;
    }
    reset();
    setDone(true);
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
      <FormFailure message={failure} />
      {done ? (
        <Alert severity="success" role="status">
          {t('account:password.done')}
        </Alert>
      ) : null}
      <PasswordField
        {...register('password')}
        label={t('account:password.current')}
        {...fieldHelp('password')}
        autoComplete="current-password"
        toggleLabel={t('account:password.show')}
        fullWidth
        required
      />
      <PasswordField
        {...register('new_password')}
        label={t('account:password.new')}
        {...fieldHelp('new_password', t('account:password.newHelper'))}
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
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
