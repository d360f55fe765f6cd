import type { SearchStats } from '@/contracts/search-stats';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/**
 * GET /admin/search-stats?days=: what shoppers looked for. Fetched again after each change of
 * the shop's words (staff-search-words.ts), so a query a new synonym fixed says so at once.
 */
export function useStaffSearchStats(locale: Locale, days: number) {
  const account = useSessionKey();
  return useShopSWR<SearchStats>(
    accountCallKey('adminSearchStats', undefined, account, locale, days),
    async () => (await call('adminSearchStats', { query: { days } }, { locale })).results,
    { keepPreviousData: true },
  );
}
