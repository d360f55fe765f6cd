import { isApiError } from '@/lib/api/is-api-error';
import type { Category, Item } from '@/contracts/catalog';
import { MAX_ID } from '@/contracts/field-rules';
import type { Locale } from '@/lib/i18n/locales';
import { getCategories } from '../api/get-categories';
import { getItemDetails } from '../api/get-item-details';
import { logFailure, settle } from './settle';

export type ProductData = {
  item: Item;
  /** The item's category (for the breadcrumb link), when the list could be read. */
  category: Pick<Category, 'slug' | 'name'> | null;
};

export type ProductResult =
  | { kind: 'found'; data: ProductData }
  | { kind: 'not-found' }
  /** The id is right but written another way (`/product/007`): go to the canonical one. */
  | { kind: 'moved'; id: number }
  | { kind: 'failed' };

/** A product id as written in the path: digits only, within the database's range. */
export function parseProductId(raw: unknown): number | null {
  if (typeof raw !== 'string' || !/^\d{1,10}$/.test(raw)) return null;
  const id = Number(raw);
  return id >= 1 && id <= MAX_ID ? id : null;
}

/**
 * The product page's data; an unknown or malformed id is a 404, never a 500. `categories`: the
 * list the render already asks for (the shop frame's, loadShopPageWith), else asked here.
 */
export async function loadProduct(
  locale: Locale,
  rawId: unknown,
  categories?: Promise<Category[] | null>,
): Promise<ProductResult> {
  const id = parseProductId(rawId);
  if (id === null) return { kind: 'not-found' };
  if (String(id) !== rawId) return { kind: 'moved', id };
  const options = { locale };
  const [details, list] = await Promise.all([
    getItemDetails(id, options).then(
      (item) => ({ item }),
      (error: unknown) => ({ error }),
    ),
    categories ?? settle('category/list', getCategories(options)),
  ]);
  if ('error' in details) {
    if (isApiError(details.error) && details.error.response?.status === 404) {
      return { kind: 'not-found' };
    }
    logFailure('item/details', details.error);
    return { kind: 'failed' };
  }
  const found = list?.find((entry) => entry.id === details.item.category_id);
  return {
    kind: 'found',
    data: {
      item: details.item,
      category: found ? { slug: found.slug, name: found.name } : null,
    },
  };
}
