import type { Category } from '@/contracts/catalog';
import type { ShopFacts } from '@/contracts/shop-content';
import { call } from '@/lib/api/call';
import { loadTranslations } from '@/lib/i18n/translations';
import { toLocale, type Locale } from '@/lib/i18n/locales';

/** null when the backend could not be reached: the footer then asks from the browser. */
export async function loadShopFacts(locale: Locale): Promise<ShopFacts | null> {
  try {
    return (await call('shopFacts', {}, { locale })).results;
  } catch (error) {
    console.error('shop facts load failed', error instanceof Error ? error.message : error);
    return null;
  }
}

/** The categories for the header (search, phone menu); null when the backend failed. */
export async function loadShopCategories(locale: Locale): Promise<Category[] | null> {
  try {
    return (await call('categoryList', {}, { locale })).results;
  } catch (error) {
    console.error('shop categories load failed', error instanceof Error ? error.message : error);
    return null;
  }
}

/**
 * For getServerSideProps of a storefront page: the translations (loadTranslations) and the
 * shop's facts the footer shows (hours, promises, contacts) and the categories the header's
 * search lists, so header and footer are in the first paint and nothing fills in or is
 * fetched after hydration (issue 26: that fetch loaded the API client and the answer schemas
 * on every first visit). _app hands `shopFacts` to the shop layout. Static
 * pages (404, 500) cannot carry data that admins change: their footer asks from the browser.
 */
export async function loadShopPage(locale: string | undefined, namespaces: readonly string[] = []) {
  const [translations, shopFacts, shopCategories] = await Promise.all([
    loadTranslations(locale, namespaces),
    loadShopFacts(toLocale(locale)),
    loadShopCategories(toLocale(locale)),
  ]);
  return { ...translations, shopFacts, shopCategories };
}
