import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { signInHref } from '@/lib/auth/auth-paths';
import { useCallbackUrl } from '../hooks/use-callback-url';
import { AuthCard } from './auth-card';
import { SignUpDone } from './sign-up-done';
import { SignUpForm } from './sign-up-form';

/** /signup: a new account, a word that it is made, then back to where the shopper was going. */
export function SignUpScreen() {
  const { t } = useTranslation('auth');
  const callbackUrl = useCallbackUrl();
  const [created, setCreated] = useState<{ name: string }>();

  if (created) {
    return (
      <AuthCard title={t('signUp.created.title')}>
        <SignUpDone name={created.name} next={callbackUrl} />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={t('signUp.title')}
      subtitle={t('signUp.subtitle')}
      footer={
        <Typography>
          {t('signUp.haveAccount')}{' '}
          <Link
            component={ShopLink}
            href={signInHref(callbackUrl)}
            color="primary.dark"
            sx={{ fontWeight: 600 }}
          >
            {t('signUp.signInLink')}
          </Link>
        </Typography>
      }
    >
      <SignUpForm onCreated={setCreated} />
    </AuthCard>
  );
}
