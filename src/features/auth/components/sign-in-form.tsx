import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import { TextField } from '@/components/form/text-field';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { loadNextAuthClient } from '@/lib/auth/next-auth-client';
import { signInToShop } from '@/lib/auth/sign-in';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import { PasswordField } from '@/components/form/password-field';
import { FormErrorCount } from '@/components/form/form-error-count';
import { signInHref } from '@/lib/auth/auth-paths';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useCallbackUrl, useGoTo } from '../hooks/use-callback-url';
import { arrivalOf, headsHome, landingAfterSignIn } from '../model/sign-in-arrival';
import { signInNotice, type SignInNotice } from '../model/sign-in-errors';

const loadContract = formContract('loginBody');

/**
 * Where the account just signed in goes (landingAfterSignIn): its role is asked for only on
 * the way to the home page, the one landing it changes (a driver's is their round). Should
 * the question fail, home is still a fine place to land.
 */
async function landingOf(callbackUrl: string, locale: unknown): Promise<string> {
  if (!headsHome(callbackUrl, locale)) return callbackUrl;
  try {
    const session = await (await loadNextAuthClient()).getSession();
    return landingAfterSignIn(callbackUrl, session?.user.role, locale);
  } catch {
    return callbackUrl;
  }
}

/** Mobile number or e-mail and password, through next-auth's credentials provider. */
export function SignInForm() {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const goTo = useGoTo();
  const [failure, setFailure] = useState<SignInNotice>();
  // Sent here after a password reset or a new account: say so, with the username filled in.
  const arrival = arrivalOf(router.query);
  // next-auth answers with a notice rather than the API's envelope: this form keeps its own.
  const {
    register,
    handleSubmit,
    setFocus,
    formState: { isSubmitting },
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    fallback: t('auth:errors.generic'),
    defaultValues: { username: arrival.username, password: '' },
  });

  // The username is there already: the password is what is left to type.
  const prefilled = arrival.username !== '';
  useEffect(() => {
    if (prefilled) setFocus('password');
  }, [prefilled, setFocus]);

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    // next-auth reads `error` from the URL it answers with, which defaults to this page's
    // (…?error=SessionRequired…): name the destination so only a real failure has one.
    const result = await signInToShop(values, callbackUrl);
    if (result?.ok && !result.error) {
      await goTo(await landingOf(callbackUrl, router.locale));
      return;
    }
    setFailure(signInNotice(result?.error ?? 'Default'));
    setFocus('password');
  });

  const arrivedWith = signInNotice(router.query.error);
  const notice = failure ?? arrivedWith;

  return (
    <Box component="form" noValidate onSubmit={(event) => void onSubmit(event)}>
      {notice ? (
        <Alert
          severity={notice === 'SessionRequired' && !failure ? 'info' : 'error'}
          role={failure ? 'alert' : 'status'}
          sx={{ mb: 3 }}
        >
          {t(`auth:signIn.notices.${notice}`)}
        </Alert>
      ) : null}
      {arrival.notice && !notice ? (
        <Alert severity="success" role="status" sx={{ mb: 3 }}>
          {t(`auth:signIn.notices.${arrival.notice}`)}
        </Alert>
      ) : null}
      <TextField
        {...register('username')}
        label={t('auth:fields.username.label')}
        {...fieldHelp('username', t('auth:fields.username.helper'))}
        autoComplete="username"
        fullWidth
        required
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      <PasswordField
        {...register('password')}
        label={t('auth:fields.password.label')}
        {...fieldHelp('password')}
        autoComplete="current-password"
        toggleLabel={t('auth:password.show')}
        fullWidth
        required
        sx={{ mt: 2 }}
      />
      <Box sx={{ mt: 1, textAlign: 'end' }}>
        <Link
          component={ShopLink}
          href={signInHref(callbackUrl, { page: '/forgot-password' })}
          color="primary.dark"
        >
          {t('auth:signIn.forgot')}
        </Link>
      </Box>
      <Button
        type="submit"
        variant="contained"
        size="large"
        fullWidth
        disabled={isSubmitting}
        sx={{ mt: 3 }}
      >
        {isSubmitting ? t('auth:signIn.submitting') : t('auth:signIn.submit')}
      </Button>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
