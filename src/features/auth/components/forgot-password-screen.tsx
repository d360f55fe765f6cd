import Link from '@mui/material/Link';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { signInHref } from '@/lib/auth/auth-paths';
import { useCallbackUrl } from '../hooks/use-callback-url';
import { AuthCard } from './auth-card';
import { ForgotPasswordForm } from './forgot-password-form';

/** /forgot-password: ask for a reset PIN. */
export function ForgotPasswordScreen() {
  const { t } = useTranslation('auth');
  const callbackUrl = useCallbackUrl();
  return (
    <AuthCard
      title={t('forgot.title')}
      subtitle={t('forgot.subtitle')}
      footer={
        <Link component={ShopLink} href={signInHref(callbackUrl)} color="primary.dark">
          {t('forgot.backToSignIn')}
        </Link>
      }
    >
      <ForgotPasswordForm />
    </AuthCard>
  );
}
