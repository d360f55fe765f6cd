import { DEFAULT_LOCALE } from '@/lib/i18n/locales';
import { LIST_LIMIT_ALL } from '@/config/site';
import { getCategories } from '../api/get-categories';
import { getItems } from '../api/get-items';

/** Public pages that are not catalogue data. */
const STATIC_PATHS = ['/', '/branches', '/contact'];

/** Every public page worth indexing: home, the categories' listings and every product. */
export async function loadSitemapPaths(): Promise<string[]> {
  // Slugs and ids are the same in every language; one language's lists name all pages.
  const options = { locale: DEFAULT_LOCALE };
  const [categories, items] = await Promise.all([
    getCategories(options),
    getItems({ page: 1, limit: LIST_LIMIT_ALL }, options),
  ]);
  return [
    ...STATIC_PATHS,
    ...categories.map((category) => `/product/search/${category.slug}`),
    ...items.items.map((item) => `/product/${item.id}`),
  ];
}
