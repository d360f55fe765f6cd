import useSWR from 'swr';
import type { Item } from '@/contracts/catalog';
import { apiClient } from '@/lib/api/api-client';
import { callSchemas } from '@/lib/api/call-schemas';
import { limitHeader } from '@/lib/api/headers';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { useRouter } from 'next/router';

export const FAVOURITES_PATH = '/user/fav_items/list';

/** A wish list is short; one page holds all of it (the spec's lists ask for up to 10000). */
const WHOLE_LIST = 10_000;

/** Per account (another account never sees this list) and per language (names are localised). */
export type FavouritesKey = readonly [typeof FAVOURITES_PATH, string, Locale];

export function favouritesKey(account: string | undefined, locale: Locale): FavouritesKey | null {
  return account ? [FAVOURITES_PATH, account, locale] : null;
}

/** Matches every cached copy of the list (each language), for invalidation after a change. */
export function isFavouritesKey(key: unknown): boolean {
  return Array.isArray(key) && key[0] === FAVOURITES_PATH;
}

export async function getFavourites(locale: Locale): Promise<Item[]> {
  const [response, schemas] = await Promise.all([
    apiClient.get(FAVOURITES_PATH, {
      headers: { ...limitHeader(WHOLE_LIST), lang: locale },
    }),
    callSchemas(),
  ]);
  return schemas.itemListResponse.parse(response.data).results;
}

/** The signed-in shopper's favourites, newest first; nothing is fetched while signed out. */
export function useFavourites() {
  const account = useSessionKey();
  const locale = toLocale(useRouter().locale);
  return useSWR<Item[], Error, FavouritesKey | null>(favouritesKey(account, locale), ([, , lang]) =>
    getFavourites(lang),
  );
}
