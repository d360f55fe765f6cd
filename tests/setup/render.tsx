import { CacheProvider } from '@emotion/react';
import { render, type RenderOptions } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import { directionOf, type Locale } from '@/lib/i18n/locales';
import { createAppTheme } from '@/theme/create-app-theme';
import { createEmotionCache } from '@/theme/emotion-cache';
import { AppThemeProvider } from '@/theme/theme-provider';
import { createTestI18n } from './i18n';

type Options = RenderOptions & { locale?: Locale };

/**
 * Renders with the shop's translations, theme and a fresh SWR cache, in the given locale.
 * Feature providers (cart, consent...) are added by the test that needs them.
 */
export function renderWithShop(ui: ReactElement, { locale = 'en', ...options }: Options = {}) {
  const i18n = createTestI18n(locale);
  const direction = directionOf(locale);
  const cache = createEmotionCache(direction);
  const theme = createAppTheme('default', direction);
  function Wrapper({ children }: { children: ReactNode }) {
    return (
      <I18nextProvider i18n={i18n}>
        <CacheProvider value={cache}>
          <AppThemeProvider theme={theme}>
            <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
              {children}
            </SWRConfig>
          </AppThemeProvider>
        </CacheProvider>
      </I18nextProvider>
    );
  }
  return render(ui, { wrapper: Wrapper, ...options });
}
