import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { ShopSummary } from '@/contracts/shop-summary';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** How often the overview asks again while it is open: today's figures move with each order. */
export const SUMMARY_REFRESH_MS = 30_000;

/** GET /admin/summary, refreshed while the overview is open. */
export function useShopSummary(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<ShopSummary>(
    accountCallKey('adminSummary', undefined, account, locale),
    async () => (await call('adminSummary', {}, { locale })).results,
    { refreshInterval: SUMMARY_REFRESH_MS, keepPreviousData: true },
  );
}
