import { createContext, useContext, type ReactNode } from 'react';
import useSWR from 'swr';
import type { ShopFacts } from '@/contracts/shop-content';
import { call } from '@/lib/api/call';
import { callKey } from '@/lib/api/call-keys';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

type Known = { facts: ShopFacts | null | undefined; locale: Locale };

const ShopFactsContext = createContext<Known | undefined>(undefined);

export const shopFactsKey = (locale: Locale) => callKey('shopFacts', undefined, locale);

type Props = Known & { children: ReactNode };

/** Hands the facts a page's getServerSideProps loaded (loadShopPage) to whoever shows them. */
export function ShopFactsProvider({ facts, locale, children }: Props) {
  return (
    <ShopFactsContext.Provider value={{ facts, locale }}>{children}</ShopFactsContext.Provider>
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
  const fetched = useSWR(
    known?.facts ? null : shopFactsKey(locale),
    async () => (await call('shopFacts', {}, { locale })).results,
    { revalidateOnFocus: false },
  );
  return known?.facts ?? fetched.data;
}
