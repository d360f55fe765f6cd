import '@fontsource/cairo/400.css';
import '@fontsource/cairo/600.css';
import '@fontsource/cairo/700.css';
import '@/theme/cairo-fallback.css';
import '@/lib/browser/zod-jitless';
import Head from 'next/head';
import { Suspense } from 'react';
import { appWithTranslation } from 'next-i18next/pages';
import type { Session } from 'next-auth';
import type { Category } from '@/contracts/catalog';
import type { ShopFacts } from '@/contracts/shop-content';
import { HydratedMark } from '@/components/layout/deferred-hydration';
import { ShopFactsProvider } from '@/lib/shop-facts/shop-facts-context';
import { AuthBridge } from '@/lib/auth/auth-bridge';
import { directionOf, toLocale } from '@/lib/i18n/locales';
import { AfterLoadSlot } from '@/shell/after-load-slot';
import { AppProviders } from '@/shell/app-providers';
import { DocumentLocale } from '@/shell/document-locale';
import { EarlyTaps } from '@/shell/early-taps';
import { GlobalOverlays } from '@/shell/global-overlays';
import type { ShopAppProps } from '@/shell/page-types';
import { RouteProgress } from '@/shell/route-progress';
import { ShopLayout } from '@/shell/shop-layout';

function ShopApp({ Component, pageProps, router, emotionCache }: ShopAppProps) {
  const locale = toLocale(router.locale);
  const getLayout = Component.getLayout ?? ((page) => <ShopLayout>{page}</ShopLayout>);
  // A page under a themed route (a demo shop's product page) names the route whose colours
  // it wears, so it has them from the first byte even when opened directly. Storefront pages
  // bring the shop's facts for the footer and its categories for the header (loadShopPage).
  const { session, themeRoute, shopFacts, shopCategories } = pageProps as {
    session?: Session | null;
    themeRoute?: string;
    shopFacts?: ShopFacts | null;
    shopCategories?: Category[] | null;
  };

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
      <ShopFactsProvider facts={shopFacts} categories={shopCategories} locale={locale}>
        {getLayout(<Component {...pageProps} />)}
        {/* Like the page (DeferredHydration), the overlays hydrate after the providers, at low
            priority and in slices, rather than in the one task that hydrates the root. */}
        <Suspense fallback={null}>
          <GlobalOverlays locale={locale} pathname={router.pathname} />
          <AfterLoadSlot pathname={router.pathname} locale={locale} />
          <HydratedMark part="overlays" />
        </Suspense>
        {/* From its effect on, React takes the taps the document's first script held (ADR 0024). */}
        <EarlyTaps />
      </ShopFactsProvider>
    </AppProviders>
  );
}

export default appWithTranslation(ShopApp);
