import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { FormErrorCount } from '@/components/form/form-error-count';
import { FormFailure } from '@/components/form/form-failure';
import { TextField } from '@/components/form/text-field';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useWatch } from 'react-hook-form';
import type { User } from '@/contracts/account';
import { contactChanges } from '@/contracts/account-changes';
import { PasswordField } from '@/components/form/password-field';
import { formContract } from '@/lib/api/call-schemas';
import { useContractForm } from '@/lib/forms/use-contract-form';
import { useUpdateAccount } from '../api/update-account';

const loadContract = formContract('updateAccountBody');

const FIELDS = ['name', 'phone', 'email', 'password'] as const;
type Field = Exclude<(typeof FIELDS)[number], 'password'>;

/**
 * Name, delivery phone and e-mail; an emptied e-mail is removed. Reset PINs go to the e-mail
 * or phone, so changing either asks for the current password (the server insists too).
 */
export function ProfileEditForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'validation']);
  const router = useRouter();
  const save = useUpdateAccount();
  const {
    register,
    handleSubmit,
    setError,
    control,
    formState: { isSubmitting },
    failure,
    setFailure,
    failWith,
    showErrors,
    fieldHelp,
    errorCount,
  } = useContractForm({
    contract: loadContract,
    t,
    locale: router.locale,
    serverFields: FIELDS,
    fallback: t('account:errors.generic'),
    defaultValues: { name: user.name, phone: user.phone, email: user.email ?? '' },
  });

  const [email, phone] = useWatch({ control, name: ['email', 'phone'] });
  const changes = contactChanges(user, {
    email: typeof email === 'string' ? email : null,
    phone: typeof phone === 'string' ? phone : user.phone,
  });
  const needsPassword = changes.email || changes.phone;

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    const { password, ...rest } = values;
    // The contract finds an empty field; this covers a contract that failed to load.
    if (needsPassword && !password) {
      const message = t('validation:validation.current_password_required');
      setError('password', { type: 'required', message });
      showErrors();
      return;
    }
    try {
      await save(needsPassword ? { ...rest, password } : rest);
    } catch (error) {
      // "Change at least one field" concerns the whole form: failWith puts it in the alert.
      failWith(error);
      return;
    }
    await router.push({ pathname: '/profile', query: { saved: '1' } });
  });

  const field = (name: Field) => ({
    label: t(`account:profile.fields.${name}`),
    ...fieldHelp(name, t(`account:edit.helpers.${name}`, { defaultValue: '' })),
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
      {needsPassword ? (
        <PasswordField
          // Dropped from the values when hidden again: an unchanged profile sends no password.
          {...register('password', { shouldUnregister: true })}
          label={t('account:password.current')}
          {...fieldHelp('password', t('account:edit.helpers.password'))}
          autoComplete="current-password"
          toggleLabel={t('account:password.show')}
          fullWidth
          required
        />
      ) : null}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('account:edit.submitting') : t('account:edit.submit')}
        </Button>
        <Button component={ShopLink} href="/profile" size="large" sx={{ color: 'primary.dark' }}>
          {t('account:edit.cancel')}
        </Button>
      </Box>
      <FormErrorCount count={errorCount} />
    </Box>
  );
}
