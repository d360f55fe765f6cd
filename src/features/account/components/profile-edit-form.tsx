import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { TextField } from '@/components/form/text-field';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import type { UpdateAccountBody, User } from '@/contracts/account';
import { formContract } from '@/lib/api/call-schemas';
import { useContractResolver } from '@/lib/forms/contract-resolver';
import { applyServerErrors, errorEnvelopeOf } from '@/lib/forms/server-errors';
import { useUpdateAccount } from '../api/update-account';

const loadContract = formContract('updateAccountBody');

const FIELDS = ['name', 'phone', 'email'] as const;

/** Name, delivery phone and e-mail; an emptied e-mail is removed. */
export function ProfileEditForm({ user }: { user: User }) {
  const { t } = useTranslation(['account', 'validation']);
  const router = useRouter();
  const save = useUpdateAccount();
  const [failure, setFailure] = useState<string>();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<UpdateAccountBody>({
    resolver: useContractResolver(loadContract, t, router.locale),
    defaultValues: { name: user.name, phone: user.phone, email: user.email ?? '' },
  });

  const onSubmit = handleSubmit(async (values) => {
    setFailure(undefined);
    try {
      await save(values);
    } catch (error) {
      const general = applyServerErrors(error, setError, FIELDS, t('account:errors.generic'));
      // "Change at least one field" concerns the whole form, not one input.
      setFailure(errorEnvelopeOf(error)?.errors?.body ?? general);
      return;
    }
    await router.push({ pathname: '/profile', query: { saved: '1' } });
  });

  const field = (name: (typeof FIELDS)[number]) => ({
    label: t(`account:profile.fields.${name}`),
    error: Boolean(errors[name]),
    helperText: errors[name]?.message ?? t(`account:edit.helpers.${name}`, { defaultValue: '' }),
    fullWidth: true,
  });

  return (
    <Box
      component="form"
      noValidate
      onSubmit={(event) => void onSubmit(event)}
      sx={{ display: 'grid', gap: 2 }}
    >
      {failure ? (
        <Alert severity="error" role="alert">
          {failure}
        </Alert>
      ) : null}
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
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 1 }}>
        <Button type="submit" variant="contained" size="large" disabled={isSubmitting}>
          {isSubmitting ? t('account:edit.submitting') : t('account:edit.submit')}
        </Button>
        <Button component={NextLink} href="/profile" size="large" sx={{ color: 'primary.dark' }}>
          {t('account:edit.cancel')}
        </Button>
      </Box>
    </Box>
  );
}
