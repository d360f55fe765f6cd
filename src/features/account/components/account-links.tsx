import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import LocationOnOutlinedIcon from '@mui/icons-material/LocationOnOutlined';
import LogoutIcon from '@mui/icons-material/Logout';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import { signOutOfShop } from '@/lib/auth/sign-out';
import { localePath } from '@/lib/i18n/locale-path';

const LINKS: readonly { href: string; key: string; icon: ReactNode }[] = [
  { href: '/orders', key: 'orders', icon: <ReceiptLongOutlinedIcon /> },
  { href: '/wish-list', key: 'wishList', icon: <FavoriteBorderIcon /> },
  { href: '/address', key: 'addresses', icon: <LocationOnOutlinedIcon /> },
];

const mirrored = {
  transform: (theme: { direction: string }) =>
    theme.direction === 'rtl' ? 'scaleX(-1)' : undefined,
};

/** On a phone the profile is the account's home: its other pages and signing out, one tap away. */
export function AccountLinks() {
  const { t } = useTranslation('account');
  const { locale } = useRouter();
  return (
    <nav aria-labelledby="account-links-title">
      <Typography id="account-links-title" component="h2" variant="h4" sx={{ mt: 5, mb: 1.5 }}>
        {t('links.title')}
      </Typography>
      <Paper variant="outlined">
        <List disablePadding>
          {LINKS.map((link) => (
            <ListItem key={link.href} disablePadding divider>
              <ListItemButton component={ShopLink} href={link.href}>
                <ListItemIcon>{link.icon}</ListItemIcon>
                <ListItemText primary={t(`links.${link.key}`)} />
                <ChevronRightIcon aria-hidden sx={mirrored} />
              </ListItemButton>
            </ListItem>
          ))}
          <ListItem disablePadding>
            <ListItemButton
              onClick={() => void signOutOfShop(localePath('/', locale))}
              data-testid="profile-sign-out"
            >
              <ListItemIcon>
                <LogoutIcon sx={mirrored} />
              </ListItemIcon>
              <ListItemText primary={t('links.signOut')} />
            </ListItemButton>
          </ListItem>
        </List>
      </Paper>
    </nav>
  );
}
