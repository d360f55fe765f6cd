import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import IconButton from '@mui/material/IconButton';
import Box from '@mui/material/Box';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useSession } from '@/lib/auth/session';
import { useTranslation } from 'next-i18next/pages';
import { safeCallbackUrl, signInHref } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { AccountMenuButton } from './account-menu-button';

/** A shopper's way in: a sign-in link when signed out, their account menu when signed in. */
export function AccountMenu() {
  const { data, status } = useSession();
  const { t } = useTranslation('account-menu');
  const router = useRouter();

  // Same size as the button, so the header does not move when the session arrives. A plain
  // circle: MUI's Skeleton and its animation were 1.4 kB of every first load for this.
  if (status === 'loading') {
    return (
      <Box
        aria-hidden
        data-testid="account-pending"
        sx={{ width: 44, height: 44, borderRadius: '50%', bgcolor: 'action.hover' }}
      />
    );
  }
  if (!data) {
    // On the sign-in pages themselves, keep the destination the shopper already has.
    const onAuthPage = /^\/(login|signup|forgot-password|reset-password)$/.test(router.pathname);
    const back = onAuthPage
      ? safeCallbackUrl(router.query.callbackUrl)
      : localePath(router.asPath, router.locale);
    return (
      <IconButton
        component={ShopLink}
        href={signInHref(back)}
        aria-label={t('signIn')}
        color="inherit"
        data-testid="account-sign-in"
      >
        <PersonOutlineIcon />
      </IconButton>
    );
  }
  return (
    <AccountMenuButton
      name={data.user.name}
      username={data.user.username}
      // Sellers and admins find their dashboard here; the dashboard checks again on the server.
      canManage={data.user.role === 'seller' || data.user.role === 'admin'}
    />
  );
}
