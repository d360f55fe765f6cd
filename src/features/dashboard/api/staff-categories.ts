import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { CategoryUpdateBody, StaffCategory } from '@/contracts/staff-category';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { LIST_LIMIT_ALL } from '@/config/site';

/** Every category of the shop, with both names and counts, in shop order. */
export function useStaffCategories(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffCategory[]>(
    accountCallKey('adminCategories', undefined, account, locale),
    async () => (await call('adminCategories', { limit: LIST_LIMIT_ALL }, { locale })).results,
  );
}

/** Saves a category's names or position; the list is read again (the order may change). */
export function useSaveCategory(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: CategoryUpdateBody): Promise<StaffCategory> => {
      const answer = await call('adminCategoryUpdate', { params: { id }, body }, { locale });
      await mutate(isCallKey('adminCategories'));
      return answer.results;
    },
    [mutate, locale],
  );
}
