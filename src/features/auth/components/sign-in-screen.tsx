import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { signOut } from '@/lib/auth/next-auth-client';
import { useTranslation } from 'next-i18next/pages';
import { useEffect } from 'react';
import { signInHref } from '@/lib/auth/auth-paths';
import { useCallbackUrl } from '../hooks/use-callback-url';
import { AuthCard } from './auth-card';
import { SignInForm } from './sign-in-form';

type Props = {
  /**
   * Sent here with SessionRequired while the server still saw a session: end what is left
   * of it, quietly, once on arrival (never the one the shopper signs in with here).
   */
  endSession?: boolean;
};

/** /login: the form, and the way to an account for those who have none yet. */
export function SignInScreen({ endSession = false }: Props) {
  const { t } = useTranslation('auth');
  const callbackUrl = useCallbackUrl();

  useEffect(() => {
    if (endSession) void signOut({ redirect: false });
  }, [endSession]);

  return (
    <AuthCard
      title={t('signIn.title')}
      subtitle={t('signIn.subtitle')}
      footer={
        <Typography>
          {t('signIn.noAccount')}{' '}
          <Link
            component={ShopLink}
            href={signInHref(callbackUrl, { page: '/signup' })}
            color="primary.dark"
            sx={{ fontWeight: 600 }}
          >
            {t('signIn.signUpLink')}
          </Link>
        </Typography>
      }
    >
      <SignInForm />
    </AuthCard>
  );
}
