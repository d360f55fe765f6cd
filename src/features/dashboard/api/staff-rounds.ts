import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { Driver, Round, RoundCreateBody, RoundUpdateBody } from '@/contracts/driver-rounds';
import type { StaffOrder } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** How often the rounds screen asks again while open: drivers mark stops from the road. */
const ROUNDS_REFRESH_MS = 20_000;
/** More orders than one day of this shop has ready; the list's own cap. */
const READY_LIMIT = 200;

/** GET /admin/rounds?date=: the day's rounds with their stops. */
export function useRounds(date: string, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<Round[]>(
    accountCallKey('adminRounds', undefined, account, locale, date),
    async () => (await call('adminRounds', { query: { date } }, { locale })).results,
    { refreshInterval: ROUNDS_REFRESH_MS, keepPreviousData: true },
  );
}

/**
 * The orders being prepared: what a round is made of. All of them, not only the day's slot's:
 * an order ready early (or one a failed stop sent back) may go out on any day's round.
 */
export function useReadyOrders(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffOrder[]>(
    accountCallKey('adminOrders', undefined, account, locale, 'ready'),
    async () =>
      (
        await call(
          'adminOrders',
          { query: { status: 'Processing' }, limit: READY_LIMIT },
          { locale },
        )
      ).results,
    { keepPreviousData: true },
  );
}

/** GET /admin/drivers: whom a round may be given to. */
export function useDrivers(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<Driver[]>(
    accountCallKey('adminDrivers', undefined, account, locale),
    async () => (await call('adminDrivers', {}, { locale })).results,
  );
}

/**
 * Making and changing rounds, and sending a round's orders out. Whatever the answer, the day's
 * rounds and the ready orders are fetched again, so the screen shows where things are now.
 */
export function useRoundWrites(locale: Locale) {
  const { mutate } = useSWRConfig();
  const refresh = useCallback(
    () => Promise.all([mutate(isCallKey('adminRounds')), mutate(isCallKey('adminOrders'))]),
    [mutate],
  );
  const create = useCallback(
    async (body: RoundCreateBody): Promise<Round> => {
      try {
        return (await call('adminRoundsNew', { body }, { locale })).results;
      } finally {
        await refresh();
      }
    },
    [locale, refresh],
  );
  const update = useCallback(
    async (id: number, body: RoundUpdateBody): Promise<Round> => {
      try {
        return (await call('adminRoundUpdate', { params: { id }, body }, { locale })).results;
      } finally {
        await refresh();
      }
    },
    [locale, refresh],
  );
  /** Moves each stop still in the shop to OutForDelivery; the shopper hears it is on its way. */
  const sendOut = useCallback(
    async (orderIds: readonly number[]): Promise<void> => {
      try {
        for (const id of orderIds) {
          await call(
            'adminOrderStatus',
            { params: { id }, body: { status: 'OutForDelivery' } },
            { locale },
          );
        }
      } finally {
        await refresh();
      }
    },
    [locale, refresh],
  );
  return { create, update, sendOut };
}
