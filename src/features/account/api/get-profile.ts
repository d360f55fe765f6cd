import { useRouter } from 'next/router';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { User } from '@/contracts/account';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { toLocale, type Locale } from '@/lib/i18n/locales';

/** Per account and per language; no key (nothing fetched) while signed out. */
export function profileKey(account: string | undefined, locale: Locale) {
  return accountCallKey('userProfile', undefined, account, locale);
}

/** Matches every cached profile, whatever account or language (for `mutate`). */
export const isProfileKey = isCallKey('userProfile');

export async function getProfile(locale: Locale): Promise<User> {
  return (await call('userProfile', {}, { locale })).results;
}

/** The signed-in shopper's account as the backend has it now (the session's copy may be older). */
export function useProfile() {
  const account = useSessionKey();
  const locale = toLocale(useRouter().locale);
  // The key carries the locale, so the fetcher's `locale` is always the key's.
  return useShopSWR<User, Error>(profileKey(account, locale), () => getProfile(locale));
}
