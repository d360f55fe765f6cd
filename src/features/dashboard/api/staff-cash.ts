import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { CashCloseBody, CashDay } from '@/contracts/driver-rounds';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** How often an open cash screen asks again: drivers record their stops through the day. */
export const CASH_REFRESH_MS = 30_000;

/**
 * One day's drivers, with the day they are for: while another day loads, the screen keeps
 * its day picker and sees the figures it holds are not that day's (never shown as if they
 * were; an empty list has no date of its own to tell).
 */
export interface CashDayList {
  date: string;
  drivers: CashDay[];
}

/** GET /admin/cash?date= (admins only); `enabled` false asks nothing (a seller's overview). */
export function useCashDay(date: string, locale: Locale, enabled = true) {
  const account = useSessionKey();
  return useShopSWR<CashDayList>(
    enabled ? accountCallKey('adminCash', undefined, account, locale, date) : null,
    async () => ({
      date,
      drivers: (await call('adminCash', { query: { date } }, { locale })).results,
    }),
    { refreshInterval: CASH_REFRESH_MS, keepPreviousData: true },
  );
}

/**
 * POST /admin/cash/close. Whether it worked or was refused (a 409: closed meanwhile by another
 * admin, or a stop still out), every cached day is fetched again before this resolves, so the
 * card behind the dialog shows the day as it now stands.
 */
export function useCloseCash(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: CashCloseBody): Promise<CashDay> => {
      try {
        return (await call('adminCashClose', { body }, { locale })).results;
      } finally {
        await mutate(isCallKey('adminCash'));
      }
    },
    [mutate, locale],
  );
}
