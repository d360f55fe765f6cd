import { useRouter } from 'next/router';
import { useSWRConfig } from 'swr';
import type { Item } from '@/contracts/catalog';
import type { FavoriteBody } from '@/contracts/favorite';
import { call } from '@/lib/api/call';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { toLocale } from '@/lib/i18n/locales';
import { favouritesKey, isFavouritesKey } from './get-favourites';

export async function removeFavourite(body: FavoriteBody): Promise<void> {
  await call('favoritesRemove', { body });
}

const without = (itemId: number) => (items: Item[] | undefined) =>
  (items ?? []).filter((item) => item.id !== itemId);

/**
 * Removes an item. The list on screen drops it at once (the wish list does not wait for the
 * network) and gets it back if the server says no; copies in other languages refresh after.
 */
export function useRemoveFavourite() {
  const { mutate } = useSWRConfig();
  const account = useSessionKey();
  const locale = toLocale(useRouter().locale);
  return async (itemId: number) => {
    const key = favouritesKey(account, locale);
    if (!key) return;
    await mutate<Item[]>(
      key,
      async (items: Item[] | undefined) => {
        await removeFavourite({ item_id: itemId });
        return without(itemId)(items);
      },
      { optimisticData: without(itemId), rollbackOnError: true, revalidate: false },
    );
    await mutate(isFavouritesKey);
  };
}
