import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Category } from '@/contracts/catalog';
import type {
  ItemCreateValues,
  ItemUpdateValues,
  PriceChange,
  StaffItem,
} from '@/contracts/staff-catalog';
import { call } from '@/lib/api/call';
import { accountCallKey, callKey, isCallKey } from '@/lib/api/call-keys';
import { upload } from '@/lib/api/upload';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

export interface StaffItemFilter {
  /** Part of a name, or the item's number. */
  q: string;
  categoryId?: number;
  published?: boolean;
}

/** Products a page of the list holds: a phone screen or two of rows. */
export const PRODUCTS_PAGE_SIZE = 20;

export interface StaffItemPage {
  items: StaffItem[];
  total: number;
}

/** Every product, published or not, one page at a time (GET /admin/items). */
export function useStaffItems(filter: StaffItemFilter, page: number, locale: Locale) {
  const account = useSessionKey();
  const q = filter.q.trim();
  const published = filter.published === undefined ? '' : filter.published ? 'true' : 'false';
  return useShopSWR<StaffItemPage>(
    accountCallKey('adminItems', undefined, account, locale, q, filter.categoryId, published, page),
    async () => {
      const answer = await call(
        'adminItems',
        {
          query: { q: q || undefined, category_id: filter.categoryId, published },
          page,
          limit: PRODUCTS_PAGE_SIZE,
        },
        { locale },
      );
      return { items: answer.results, total: answer.total ?? answer.results.length };
    },
    { keepPreviousData: true },
  );
}

/** The shop's categories, for the filter and the form (the public list). */
export function useShopCategories(locale: Locale) {
  return useShopSWR<Category[]>(callKey('categoryList', undefined, locale), async () => {
    return (await call('categoryList', {}, { locale })).results;
  });
}

/** The last prices of one product, newest first. */
export function useItemPrices(id: number, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<PriceChange[]>(
    accountCallKey('adminItemPrices', { id }, account, locale),
    async () => (await call('adminItemPrices', { params: { id }, limit: 10 }, { locale })).results,
  );
}

/**
 * The writes of the products screen. Each refreshes every page of the list it may have
 * changed, and the product's price history.
 */
export function useStaffItemWrites(locale: Locale) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    async (id?: number) => {
      await Promise.all([
        mutate(isCallKey('adminItems')),
        id === undefined ? undefined : mutate(isCallKey('adminItemPrices', { id })),
      ]);
    },
    [mutate],
  );

  const save = useCallback(
    async (id: number, body: ItemUpdateValues): Promise<StaffItem> => {
      const answer = await call('adminItemUpdate', { params: { id }, body }, { locale });
      await refresh(id);
      return answer.results;
    },
    [locale, refresh],
  );

  const create = useCallback(
    async (body: ItemCreateValues): Promise<StaffItem> => {
      const answer = await call('adminItemNew', { body }, { locale });
      await refresh();
      return answer.results;
    },
    [locale, refresh],
  );

  const addPicture = useCallback(
    async (id: number, file: Blob, onProgress: (sent: number) => void): Promise<StaffItem> => {
      const answer = await upload('adminItemImages', { id }, file, { locale, onProgress });
      await refresh();
      return answer.results;
    },
    [locale, refresh],
  );

  return { save, create, addPicture };
}
