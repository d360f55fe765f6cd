import LogoutIcon from '@mui/icons-material/Logout';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { signInHref } from '@/lib/auth/auth-paths';
import { signOutOfShop } from '@/lib/auth/sign-out';
import { formatRoundDay } from '@/lib/format/round';
import { localePath } from '@/lib/i18n/locale-path';
import { useLocale } from '@/lib/i18n/use-locale';
import { DRIVER_ROUND_PATH } from '../model/round-access';
import { TOUCH } from './touch';

type Props = { date: string; children: ReactNode };

/**
 * The driver's frame, not the dashboard's (a driver is no dashboard user, and its sidebar,
 * alerts and demo data are no use at a door): the shop's name and the day of the round, the
 * language, and a way out that leads back to sign-in for this screen (a shared phone is
 * handed to the next driver). One narrow column, the phone's width even on a tablet.
 */
export function RoundFrame({ date, children }: Props) {
  const { t } = useTranslation(['driver', 'common', 'layout']);
  const locale = useLocale();
  const [leaving, setLeaving] = useState(false);
  const signOut = () => {
    setLeaving(true);
    const back = localePath(signInHref(localePath(DRIVER_ROUND_PATH, locale)), locale);
    // Still here when it fails (offline): the button comes back.
    signOutOfShop(back).catch(() => setLeaving(false));
  };

  return (
    <DeferredHydration>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('layout:header.skipToContent')}</SkipLink>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: 60, px: { xs: 1.5, sm: 2 } }}>
            <Logo alt="" size={32} />
            <Box sx={{ minWidth: 0, flexGrow: 1 }}>
              <Typography component="p" variant="h5" noWrap>
                {t('common:shop.name')}
              </Typography>
              <Typography variant="body2" color="text.secondary" noWrap data-testid="round-day">
                {formatRoundDay(date, t, locale)}
              </Typography>
            </Box>
            <LanguageSwitch />
            <IconButton
              onClick={signOut}
              disabled={leaving}
              aria-label={leaving ? t('driver:frame.signingOut') : t('driver:frame.signOut')}
              sx={{ width: TOUCH, height: TOUCH }}
            >
              <LogoutIcon />
            </IconButton>
          </Toolbar>
        </AppBar>
        <Container
          component="main"
          id={MAIN_CONTENT_ID}
          tabIndex={-1}
          maxWidth="sm"
          sx={{ flexGrow: 1, py: 2, px: { xs: 1.5, sm: 2 } }}
        >
          {children}
        </Container>
      </Box>
    </DeferredHydration>
  );
}
