import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import '@/theme/cairo-fallback.css';
import Head from 'next/head';
import { appWithTranslation } from 'next-i18next/pages';
import type { Session } from 'next-auth';
import { AuthBridge } from '@/lib/auth/auth-bridge';
import { directionOf, toLocale } from '@/lib/i18n/locales';
import { AppProviders } from '@/shell/app-providers';
import { DocumentLocale } from '@/shell/document-locale';
import { GlobalOverlays } from '@/shell/global-overlays';
import type { ShopAppProps } from '@/shell/page-types';
import { RouteProgress } from '@/shell/route-progress';
import { ShopLayout } from '@/shell/shop-layout';

function ShopApp({ Component, pageProps, router, emotionCache }: ShopAppProps) {
  const locale = toLocale(router.locale);
  const getLayout = Component.getLayout ?? ((page) => <ShopLayout>{page}</ShopLayout>);
  // A page under a themed route (a demo shop's product page) names the route whose colours
  // it wears, so it has them from the first byte even when opened directly.
  const { session, themeRoute } = pageProps as { session?: Session | null; themeRoute?: string };

  return (
    <AppProviders
      direction={directionOf(locale)}
      pathname={themeRoute ?? router.pathname}
      session={session}
      emotionCache={emotionCache}
    >
      <Head>
        <meta name="viewport" content="width=device-width, initial-scale=1" />
      </Head>
      <DocumentLocale locale={locale} />
      <AuthBridge />
      <RouteProgress />
      {getLayout(<Component {...pageProps} />)}
      <GlobalOverlays locale={locale} pathname={router.pathname} />
    </AppProviders>
  );
}

export default appWithTranslation(ShopApp);
