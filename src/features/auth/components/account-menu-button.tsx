import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlineIcon from '@mui/icons-material/PersonOutlined';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import Typography from '@mui/material/Typography';
import { useTheme } from '@mui/material/styles';
import NextLink from 'next/link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type ReactNode } from 'react';
import { signOutOfShop } from '@/lib/auth/sign-out';
import { localePath } from '@/lib/i18n/locale-path';

type Props = {
  name: string;
  username: string;
  /** A seller or admin: the menu leads to the dashboard too. */
  canManage?: boolean;
};

const LINKS: readonly { href: string; key: string; icon: ReactNode }[] = [
  { href: '/orders', key: 'orders', icon: <ReceiptLongOutlinedIcon fontSize="small" /> },
  { href: '/wish-list', key: 'wishList', icon: <FavoriteBorderIcon fontSize="small" /> },
  { href: '/address', key: 'addresses', icon: <LocationOnOutlinedIcon fontSize="small" /> },
  { href: '/profile', key: 'profile', icon: <PersonOutlineIcon fontSize="small" /> },
];

/** The signed-in shopper's menu: who is signed in, their pages, and signing out. */
export function AccountMenuButton({ name, username, canManage = false }: Props) {
  const { t } = useTranslation('account-menu');
  const router = useRouter();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // The menu hangs from the button's outer edge: the right in English, the left in Arabic.
  const edge = useTheme().direction === 'rtl' ? 'left' : 'right';
  const close = () => setAnchor(null);
  const initial = name.trim().charAt(0).toUpperCase();

  function leave() {
    close();
    // Home in the shopper's language; next-auth also revokes the backend token (auth-options).
    void signOutOfShop(localePath('/', router.locale));
  }

  return (
    <>
      <IconButton
        aria-label={t('open', { name })}
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? true : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
        data-testid="account-menu"
      >
        <Avatar aria-hidden sx={{ width: 32, height: 32, bgcolor: 'primary.dark', fontSize: 16 }}>
          {initial}
        </Avatar>
      </IconButton>
      <Menu
        id={menuId}
        anchorEl={anchor}
        open={Boolean(anchor)}
        onClose={close}
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
          <MenuItem component={NextLink} href="/dashboard" onClick={close}>
            <ListItemIcon>
              <DashboardOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('links.dashboard')}
          </MenuItem>
        ) : null}
        {LINKS.map((link) => (
          <MenuItem key={link.href} component={NextLink} href={link.href} onClick={close}>
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
    </>
  );
}
