import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/form/text-field';
import { useRouter } from 'next/router';
import { signInToShop } from '@/lib/auth/sign-in';
import { useTranslation } from 'next-i18next/pages';
import { isEmailUsername } from '@/contracts/field-rules';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { register as registerAccount } from '../api/register';
import { useCallbackUrl, useGoTo } from '../hooks/use-callback-url';
import { signInAfter } from '../model/sign-in-arrival';

const loadContract = formContract('signUpForm');

const FIELDS = ['name', 'username', 'phone', 'email', 'password'] as const;

type Props = {
  /** The account exists and this browser is signed in to it. */
  onCreated: (account: { name: string }) => void;
};

/**
 * A new customer account, signed in straight away with the token the backend issued.
 *
 * The mobile number is asked once (issue 26): typed as the username it is the delivery phone
 * too, and only an e-mail username brings a "mobile for delivery" field, as the account
 * needs a phone (the e-mail field then goes: the username is the e-mail). Nothing is copied
 * from one field into another, so nothing can be typed twice.
 */
export function SignUpForm({ onCreated }: Props) {
  const { t } = useTranslation(['auth', 'validation']);
  const router = useRouter();
  const callbackUrl = useCallbackUrl();
  const goTo = useGoTo();
  const {
    register,
    handleSubmit,
    watch,
    setError,
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
    fallback: t('auth:errors.generic'),
    defaultValues: { name: '', username: '', phone: '', email: '', password: '' },
  });
  const byEmail = isEmailUsername(watch('username'));

  const onSubmit = handleSubmit(async (body) => {
    setFailure(undefined);
    let token: string;
    try {
      ({ token } = await registerAccount(body));
    } catch (error) {
      // A refusal of the field this form did not show (the phone of a mobile username, the
      // e-mail of an e-mail one) is about the username the shopper typed.
      const reasons = errorEnvelopeOf(error)?.errors ?? {};
      const unseen = reasons[byEmail ? 'email' : 'phone'];
      if (unseen && !reasons.username) {
        setError('username', { type: 'server', message: unseen });
      }
      failWith(error);
      return;
    }
    const result = await signInToShop({ token }, callbackUrl);
    if (result?.ok && !result.error) {
      onCreated({ name: body.name });
      return;
    }
    // The account exists either way; if adopting the token failed, signing in by hand works.
    await goTo(signInAfter('created', body.username, callbackUrl, router.locale));
  });

  const field = (name: (typeof FIELDS)[number], hint?: string) => ({
    label: t(`auth:fields.${name}.label`),
    ...fieldHelp(name, hint ?? t(`auth:fields.${name}.helper`, { defaultValue: '' })),
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
        {...register('username')}
        {...field('username', t('auth:signUp.usernameHelper'))}
        autoComplete="username"
        required
        slotProps={{ htmlInput: { dir: 'ltr', autoCapitalize: 'none', spellCheck: false } }}
      />
      {byEmail ? (
        <TextField
          {...register('phone')}
          {...field('phone')}
          type="tel"
          autoComplete="tel-national"
          required
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'tel' } }}
        />
      ) : (
        <TextField
          {...register('email')}
          {...field('email')}
          type="email"
          autoComplete="email"
          slotProps={{ htmlInput: { dir: 'ltr', inputMode: 'email', spellCheck: false } }}
        />
      )}
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
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
