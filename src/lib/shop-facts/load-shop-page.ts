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

/**
 * For getServerSideProps of a storefront page: the translations (loadTranslations) and the
 * shop's facts the footer shows (hours, promises, contacts), so the footer is in the first
 * paint and never fills in after hydration. _app hands `shopFacts` to the shop layout. Static
 * pages (404, 500) cannot carry data that admins change: their footer asks from the browser.
 */
export async function loadShopPage(locale: string | undefined, namespaces: readonly string[] = []) {
  const [translations, shopFacts] = await Promise.all([
    loadTranslations(locale, namespaces),
    loadShopFacts(toLocale(locale)),
  ]);
  return { ...translations, shopFacts };
}
