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

/** What the frame asks the API for that a page may show too: one answer, shared. */
export interface ShopFrameLoads {
  /** The categories, null when the backend failed: the header's, and the page's if it lists them. */
  categories: Promise<Category[] | null>;
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
  return loadFrame(locale, namespaces, loadShopCategories(toLocale(locale)));
}

/**
 * loadShopPage and the page's own data side by side (issue 39: a product render waited for the
 * product before it asked for the frame). `loadPage` gets the frame's categories, so a page that
 * lists them too asks once per render. Resolves with both; the page then decides on its status,
 * redirect or 404 exactly as it did with the two in turn.
 */
export async function loadShopPageWith<T>(
  locale: string | undefined,
  namespaces: readonly string[],
  loadPage: (frame: ShopFrameLoads) => Promise<T>,
) {
  const categories = loadShopCategories(toLocale(locale));
  return Promise.all([loadFrame(locale, namespaces, categories), loadPage({ categories })]);
}

async function loadFrame(
  locale: string | undefined,
  namespaces: readonly string[],
  categories: Promise<Category[] | null>,
) {
  const [translations, shopFacts, shopCategories] = await Promise.all([
    loadTranslations(locale, namespaces),
    loadShopFacts(toLocale(locale)),
    categories,
  ]);
  return { ...translations, shopFacts, shopCategories };
}
