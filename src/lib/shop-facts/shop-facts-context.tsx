import { createContext, useContext, type ReactNode } from 'react';
import type { Category } from '@/contracts/catalog';
import type { ShopFacts } from '@/contracts/shop-content';
import { call } from '@/lib/api/call';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';
import { useBrowserFallback } from './use-browser-fallback';

type Known = {
  facts: ShopFacts | null | undefined;
  /** The departments for the header's search and the phone's category menu. */
  categories?: Category[] | null;
  locale: Locale;
};

const ShopFactsContext = createContext<Known | undefined>(undefined);

const shopFactsKey = (locale: Locale) => `shopFacts:${locale}`;
const shopCategoriesKey = (locale: Locale) => `categoryList:${locale}`;

type Props = Known & { children: ReactNode };

/**
 * Hands what a page's getServerSideProps loaded for the frame (loadShopPage: the shop's facts
 * and its categories) to whoever shows them, so header and footer are whole in the first paint.
 */
export function ShopFactsProvider({ facts, categories, locale, children }: Props) {
  return (
    <ShopFactsContext.Provider value={{ facts, categories, locale }}>
      {children}
    </ShopFactsContext.Provider>
  );
}

/**
 * The shop's facts for the footer, the contact page and the WhatsApp button. A server-rendered
 * storefront page brings them in its props, fresh on every navigation, so they are in the
 * first paint; only a page without them (404, 500, or the backend down during the render)
 * asks from the browser, and only when something on it shows them. undefined until known:
 * show nothing rather than a guess.
 */
export function useShopFacts(outside: Locale = DEFAULT_LOCALE): ShopFacts | undefined {
  const known = useContext(ShopFactsContext);
  // Outside the provider (a component rendered alone) the caller names the language.
  const locale = known?.locale ?? outside;
  const fetched = useBrowserFallback(
    known?.facts ? null : shopFactsKey(locale),
    async () => (await call('shopFacts', {}, { locale })).results,
  );
  return known?.facts ?? fetched;
}

/** The categories the page brought (loadShopPage), without asking for them otherwise. */
export function usePageCategories(): Category[] | undefined {
  return useContext(ShopFactsContext)?.categories ?? undefined;
}

/** The shop's categories, as useShopFacts has its facts: with the page, else asked once. */
export function useShopCategories(outside: Locale = DEFAULT_LOCALE): Category[] | undefined {
  const known = useContext(ShopFactsContext);
  const locale = known?.locale ?? outside;
  const fetched = useBrowserFallback(
    known?.categories ? null : shopCategoriesKey(locale),
    async () => (await call('categoryList', {}, { locale })).results,
  );
  return known?.categories ?? fetched;
}
