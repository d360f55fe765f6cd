import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import MenuRounded from '@mui/icons-material/MenuRounded';
import dynamic from 'next/dynamic';
import ShopLink from '@/components/ui/shop-link';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState, type ReactNode } from 'react';
import { DeferredHydration } from '@/components/layout/deferred-hydration';
import { focusRingSx } from '@/components/layout/focus-ring';
import { LanguageSwitch } from '@/components/layout/language-switch';
import { Logo } from '@/components/layout/logo';
import { MAIN_CONTENT_ID, SkipLink } from '@/components/layout/skip-link';
import { AccountMenu } from '@/features/auth/components/account-menu';
import { SoundToggle } from '@/features/dashboard/alerts/sound-toggle';
import { DashboardNav } from '@/features/dashboard/components/dashboard-nav';
import type { DashboardScreen } from '@/features/dashboard/model/dashboard-screens';
import { MockingProvider } from '@/lib/mocking/mocking-provider';

const DRAWER_ID = 'dashboard-menu';

// The phone's menu drawer (MUI's Drawer: modal, focus trap, slide) loads on the first press,
// like the shop's drawers, and stays mounted afterwards so closing can animate.
const DashboardDrawer = dynamic(() => import('./dashboard-drawer'), { ssr: false });
const SIDEBAR_WIDTH = 260;

type Props = { screen: DashboardScreen; children: ReactNode };

/**
 * The dashboard's frame: a top bar (menu on phones, language, account, the way back to the
 * shop), every section in a sidebar (a drawer on phones) and the screen as the main landmark.
 * The mock worker starts here: every dashboard screen reads sample data.
 */
export function DashboardLayout({ screen, children }: Props) {
  const { t } = useTranslation(['dashboard', 'layout']);
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);

  useEffect(() => {
    const close = () => setOpen(false);
    router.events.on('routeChangeStart', close);
    return () => router.events.off('routeChangeStart', close);
  }, [router.events]);

  return (
    <MockingProvider>
      <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
        <SkipLink href={`#${MAIN_CONTENT_ID}`}>{t('layout:header.skipToContent')}</SkipLink>
        <AppBar
          position="sticky"
          color="inherit"
          elevation={0}
          sx={{ ...focusRingSx, borderBottom: 1, borderColor: 'divider' }}
        >
          <Toolbar sx={{ gap: 1, minHeight: { xs: 60, md: 68 } }}>
            <IconButton
              aria-label={t('dashboard:nav.open')}
              aria-expanded={open}
              aria-controls={mounted ? DRAWER_ID : undefined}
              onClick={() => {
                setMounted(true);
                setOpen(true);
              }}
              sx={{ display: { md: 'none' }, width: 44, height: 44 }}
            >
              <MenuRounded />
            </IconButton>
            <Link
              component={ShopLink}
              href="/dashboard"
              color="inherit"
              underline="none"
              sx={{ display: 'flex', alignItems: 'center', gap: 1, minWidth: 0, py: 1 }}
            >
              <Logo alt="" size={36} />
              <Typography component="span" variant="h4" noWrap>
                {t('dashboard:title')}
              </Typography>
            </Link>
            <Box sx={{ flexGrow: 1 }} />
            <Button
              component={ShopLink}
              href="/"
              sx={{ display: { xs: 'none', sm: 'inline-flex' } }}
            >
              {t('dashboard:backToShop')}
            </Button>
            <SoundToggle />
            <AccountMenu />
            <LanguageSwitch />
          </Toolbar>
        </AppBar>
        <Box sx={{ display: 'flex', flexGrow: 1 }}>
          <Box
            component="aside"
            sx={{
              display: { xs: 'none', md: 'block' },
              width: SIDEBAR_WIDTH,
              flexShrink: 0,
              borderInlineEnd: 1,
              borderColor: 'divider',
              bgcolor: 'background.paper',
            }}
          >
            <Box sx={{ position: 'sticky', top: 68 }}>
              <DashboardNav current={screen} />
            </Box>
          </Box>
          {mounted ? (
            <DashboardDrawer id={DRAWER_ID} open={open} onClose={() => setOpen(false)}>
              <DashboardNav current={screen} onNavigate={() => setOpen(false)} />
            </DashboardDrawer>
          ) : null}
          <Box
            component="main"
            id={MAIN_CONTENT_ID}
            tabIndex={-1}
            sx={{ flexGrow: 1, minWidth: 0, p: { xs: 2, md: 4 } }}
          >
            <DeferredHydration>{children}</DeferredHydration>
          </Box>
        </Box>
      </Box>
    </MockingProvider>
  );
}
