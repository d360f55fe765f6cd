import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { requestResetPin } from '../api/forgot-password';
import { useCallbackUrl } from '../hooks/use-callback-url';

const loadContract = formContract('forgotPasswordBody');

/** Step 1 of a reset: which account. The next step says the same whether or not it exists. */
export function ForgotPasswordForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const {
    register,
    formState: { isSubmitting },
    failure,
    submitWith,
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    serverFields: ['username'],
    fallback: t('auth:errors.generic'),
    defaultValues: {
      username: typeof router.query.username === 'string' ? router.query.username : '',
    },
  });

  const onSubmit = submitWith(
    ({ username }) => requestResetPin({ username }),
    (_answer, { username }) =>
      router.push({ pathname: '/reset-password', query: { username, sent: '1', callbackUrl } }),
  );

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 3 }}
    >
      <FormFailure message={failure} />
      <TextField
        {...register('username')}
        label={t('auth:fields.username.label')}
        {...fieldHelp('username', t('auth:fields.username.helper'))}
        autoComplete="username"
        fullWidth
        required
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:forgot.submitting') : t('auth:forgot.submit')}
      </Button>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
