import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { ForgotPasswordBody } from '@/contracts/account';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { applyServerErrors } from '@/lib/forms/server-errors';
import { requestResetPin } from '../api/forgot-password';
import { useCallbackUrl } from '../hooks/use-callback-url';

const loadContract = formContract('forgotPasswordBody');

/** Step 1 of a reset: which account. The next step says the same whether or not it exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<ForgotPasswordBody>({
    resolver: useContractResolver(loadContract, t, router.locale),
    defaultValues: {
      username: typeof router.query.username === 'string' ? router.query.username : '',
    },
  });

  const onSubmit = handleSubmit(async ({ username }) => {
    setFailure(undefined);
    try {
      await requestResetPin({ username });
    } catch (error) {
      setFailure(applyServerErrors(error, setError, ['username'], t('auth:errors.generic')));
      return;
    }
    await router.push({ pathname: '/reset-password', query: { username, sent: '1', callbackUrl } });
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
      <TextField
        {...register('username')}
        label={t('auth:fields.username.label')}
        helperText={errors.username?.message ?? t('auth:fields.username.helper')}
        error={Boolean(errors.username)}
        autoComplete="username"
        fullWidth
        required
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
      </Button>
    </Box>
  );
}
