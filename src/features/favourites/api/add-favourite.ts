import { useSWRConfig } from 'swr';
import type { FavoriteBody } from '@/contracts/favorite';
import { call } from '@/lib/api/call';
import { isFavouritesKey } from './get-favourites';

export async function addFavourite(body: FavoriteBody): Promise<void> {
  await call('favoritesAdd', { body });
}

/**
 * Adds an item, then refreshes the cached list: the answer carries no item to insert, and the
 * list's order (most recently added first) is the server's to decide.
 */
export function useAddFavourite() {
  const { mutate } = useSWRConfig();
  return async (itemId: number) => {
    await addFavourite({ item_id: itemId });
    await mutate(isFavouritesKey);
  };
}
