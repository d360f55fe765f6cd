import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { signIn } from '@/lib/auth/next-auth-client';
import { useTranslation } from 'next-i18next/pages';
import { EGYPTIAN_MOBILE, normalizeUsername } from '@/contracts/field-rules';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { signInHref } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { register as registerAccount } from '../api/register';
import { useCallbackUrl, useGoTo } from '../hooks/use-callback-url';

const loadContract = formContract('registerBody');

const FIELDS = ['name', 'username', 'phone', 'email', 'password'] as const;

/** A new customer account, signed in straight away with the token the backend issued. */
export function SignUpForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const goTo = useGoTo();
  const {
    register,
    getValues,
    setValue,
    formState: { isSubmitting },
    failure,
    submitWith,
    fieldHelp,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    serverFields: FIELDS,
    fallback: t('auth:errors.generic'),
    defaultValues: { name: '', username: '', phone: '', email: '', password: '' },
  });

  // Most shoppers sign in with their mobile number: offer it as the delivery phone too.
  const usernameField = register('username', {
    onBlur: () => {
      const username = normalizeUsername(getValues('username'));
      if (!getValues('phone') && EGYPTIAN_MOBILE.test(username)) setValue('phone', username);
    },
  });

  const onSubmit = submitWith(registerAccount, async ({ token }) => {
    const result = await signIn('credentials', { token, callbackUrl, redirect: false });
    // The account exists either way; if adopting the token failed, signing in by hand works.
    await goTo(
      result?.ok && !result.error
        ? callbackUrl
        : localePath(signInHref(callbackUrl), router.locale),
    );
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`auth:fields.${name}.label`),
    ...fieldHelp(name, t(`auth:fields.${name}.helper`, { defaultValue: '' })),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      <FormFailure message={failure} />
      <TextField {...register('name')} {...field('name')} autoComplete="name" required />
      <TextField
        {...usernameField}
        {...field('username')}
        autoComplete="username"
        required
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <TextField
        {...register('phone')}
        {...field('phone')}
        type="tel"
        autoComplete="tel-national"
        required
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
      />
      <TextField
        {...register('email')}
        {...field('email')}
        type="email"
        autoComplete="email"
        slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false } }}
      />
      <PasswordField
        {...register('password')}
        {...field('password')}
        autoComplete="new-password"
        toggleLabel={t('auth:password.show')}
        required
      />
      <Button type="submit" variant="contained" size="large" fullWidth disabled={isSubmitting}>
        {isSubmitting ? t('auth:signUp.submitting') : t('auth:signUp.submit')}
      </Button>
    </Box>
  );
}
