import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { signOutOfShop } from '@/lib/auth/sign-out';
import { localePath } from '@/lib/i18n/locale-path';

export type AccountMenuListProps = {
  id: string;
  anchor: HTMLElement | null;
  onClose: () => void;
  name: string;
  username: string;
  canManage: boolean;
};

const LINKS: readonly { href: string; key: string; icon: ReactNode }[] = [
  { href: '/orders', key: 'orders', icon: <ReceiptLongOutlinedIcon fontSize="small" /> },
  { href: '/wish-list', key: 'wishList', icon: <FavoriteBorderIcon fontSize="small" /> },
  { href: '/address', key: 'addresses', icon: <LocationOnOutlinedIcon fontSize="small" /> },
  { href: '/profile', key: 'profile', icon: <PersonOutlineIcon fontSize="small" /> },
];

/**
 * The open account menu: who is signed in, their pages, and signing out. Its own module so
 * that MUI's Menu (popover, modal, focus trap, transitions) loads when first opened, not with
 * every page (account-menu-button.tsx).
 */
export default function AccountMenuList({
  id,
  anchor,
  onClose,
  name,
  username,
  canManage,
}: AccountMenuListProps) {
  const { t } = useTranslation('account-menu');
  const router = useRouter();
  // The menu hangs from the button's outer edge: the right in English, the left in Arabic.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';

  function leave() {
    onClose();
    // Home in the shopper's language; next-auth also revokes the backend token (auth-options).
    void signOutOfShop(localePath('/', router.locale));
  }

  return (
    <Menu
      id={id}
      anchorEl={anchor}
      open={Boolean(anchor)}
      onClose={onClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: edge }}
      transformOrigin={{ vertical: 'top', horizontal: edge }}
      slotProps={{ paper: { sx: { minWidth: 220 } } }}
    >
      <Box sx={{ px: 2, pt: 1, pb: 1.5 }}>
        <Typography sx={{ fontWeight: 600 }}>{name}</Typography>
        <Typography variant="body2" color="text.secondary" dir="ltr" sx={{ textAlign: 'start' }}>
          {username}
        </Typography>
      </Box>
      <Divider />
      {canManage ? (
        <MenuItem component={ShopLink} href="/dashboard" onClick={onClose}>
          <ListItemIcon>
            <DashboardOutlinedIcon fontSize="small" />
          </ListItemIcon>
          {t('links.dashboard')}
        </MenuItem>
      ) : null}
      {LINKS.map((link) => (
        <MenuItem key={link.href} component={ShopLink} href={link.href} onClick={onClose}>
          <ListItemIcon>{link.icon}</ListItemIcon>
          {t(`links.${link.key}`)}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={leave} data-testid="sign-out">
        <ListItemIcon>
          <LogoutIcon
            fontSize="small"
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        </ListItemIcon>
        {t('signOut')}
      </MenuItem>
    </Menu>
  );
}
