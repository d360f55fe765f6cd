import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Item } from '@/contracts/catalog';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { toLocale, type Locale } from '@/lib/i18n/locales';
import { useRouter } from 'next/router';

/** A wish list is short; one page holds all of it (the spec's lists ask for up to 10000). */
const WHOLE_LIST = 10_000;

/** Per account (another account never sees this list) and per language (names are localised). */
export function favouritesKey(account: string | undefined, locale: Locale) {
  return accountCallKey('favoritesList', undefined, account, locale);
}

/** Matches every cached copy of the list (each language), for invalidation after a change. */
export const isFavouritesKey = isCallKey('favoritesList');

export async function getFavourites(locale: Locale): Promise<Item[]> {
  return (await call('favoritesList', { limit: WHOLE_LIST }, { locale })).results;
}

/** The signed-in shopper's favourites, newest first; nothing is fetched while signed out. */
export function useFavourites() {
  const account = useSessionKey();
  const locale = toLocale(useRouter().locale);
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR<Item[], Error>(favouritesKey(account, locale), () => getFavourites(locale));
}
