import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { Profile } from '@/contracts/account';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/**
 * The shopper's credit (EGP) that their next order takes off, from GET /user/profile. Keyed
 * exactly as the account feature's profile (path, account, language), so both read one cache
 * entry and a profile already fetched is not fetched again. 0 while unknown or on a failure:
 * the server takes the credit off whatever this page estimates.
 */
export function useCredit(locale: Locale): number {
  const account = useSessionKey();
  const { data } = useShopSWR<Profile>(
    accountCallKey('userProfile', undefined, account, locale),
    async () => (await call('userProfile', {}, { locale })).results,
  );
  return data?.credit ?? 0;
}
