import { useSWRConfig } from 'swr';
import type { FavoriteBody } from '@/contracts/favorite';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { isFavouritesKey } from './get-favourites';

export async function addFavourite(body: FavoriteBody): Promise<void> {
  const { favoriteBody } = await callSchemas();
  await apiClient.post('/user/fav_items/add', favoriteBody.parse(body));
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
