import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { signInHref } from '@/lib/auth/auth-paths';
import { useCallbackUrl } from '../hooks/use-callback-url';
import type { AuthErrorName } from '../model/sign-in-errors';
import { AuthCard } from './auth-card';

/** /auth/error: what went wrong with signing in, in plain words, and the ways on. */
export function AuthErrorScreen({ error }: { error: AuthErrorName }) {
  const { t } = useTranslation(['auth', 'common']);
  const callbackUrl = useCallbackUrl();
  return (
    <AuthCard
      title={t(`auth:authError.names.${error}.title`)}
      subtitle={t(`auth:authError.names.${error}.message`)}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
        <Button component={ShopLink} href={signInHref(callbackUrl)} variant="contained">
          {t('auth:authError.signIn')}
        </Button>
        <Button component={ShopLink} href="/" variant="outlined" sx={{ color: 'primary.dark' }}>
          {t('common:actions.backHome')}
        </Button>
      </Box>
    </AuthCard>
  );
}
