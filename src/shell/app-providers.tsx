import { CacheProvider, type EmotionCache } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import Head from 'next/head';
import type { Session } from 'next-auth';
import type { ReactNode } from 'react';
import { CartProvider } from '@/features/cart/components/cart-provider';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { SettingsProvider } from '@/features/settings/components/settings-provider';
import { useSettings } from '@/features/settings/hooks/use-settings';
import { ShopSessionProvider } from '@/lib/auth/session';
import type { Direction } from '@/lib/i18n/locales';
import { createAppTheme } from '@/theme/create-app-theme';
import { getClientEmotionCache } from '@/theme/emotion-cache';
import { AppThemeProvider } from '@/theme/theme-provider';
import { useRouteTheme } from '@/theme/use-route-theme';

type Props = {
  direction: Direction;
  pathname: string;
  session: Session | null | undefined;
  emotionCache: EmotionCache | undefined;
  children: ReactNode;
};

/**
 * Everything a page renders inside: session, settings, theme by route, cart, consent. SWR's
 * defaults come with each hook (useShopSWR), so SWR loads only with pages that use it.
 */
export function AppProviders({ direction, pathname, session, emotionCache, children }: Props) {
  return (
    <ShopSessionProvider session={session}>
      <SettingsProvider direction={direction}>
        <RouteThemeProvider pathname={pathname} emotionCache={emotionCache}>
          <CartProvider>
            <ConsentProvider>{children}</ConsentProvider>
          </CartProvider>
        </RouteThemeProvider>
      </SettingsProvider>
    </ShopSessionProvider>
  );
}

type ThemeProps = { pathname: string; emotionCache: EmotionCache | undefined; children: ReactNode };

/** The theme follows the route (keeping the current one off the table) and the settings' direction. */
function RouteThemeProvider({ pathname, emotionCache, children }: ThemeProps) {
  const { direction } = useSettings().settings;
  const theme = createAppTheme(useRouteTheme(pathname), direction);
  return (
    <CacheProvider value={emotionCache ?? getClientEmotionCache(direction)}>
      <AppThemeProvider theme={theme}>
        <Head>
          <meta name="theme-color" content={theme.palette.primary.main} key="theme-color" />
        </Head>
        <CssBaseline />
        {children}
      </AppThemeProvider>
    </CacheProvider>
  );
}
