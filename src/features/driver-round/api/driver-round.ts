import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { DriverRound, StopDeliveredBody, StopFailedBody } from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { isApiError } from '@/lib/api/is-api-error';
// Before the key below is made: this module is evaluated ahead of the page's shell, which
// adds the staff's routes for the rest of the page.
import '@/lib/api/staff-route-table';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import { withStopDone, type StopDone } from '../model/stop-state';

const isRoundKey = isCallKey('driverRound');

/**
 * GET /driver/round (drivers only): the driver's rounds of `date`, each stop with its whole
 * order. SWR keeps the last answer while it asks again, so a failed refresh on a weak line
 * leaves the round on screen. Unlike the shop's other screens it asks again when the phone
 * comes back to it: the shop may have handed over or reordered stops meanwhile.
 */
export function useDriverRound(date: string, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<DriverRound[]>(
    accountCallKey('driverRound', undefined, account, locale, date),
    async () => (await call('driverRound', { query: { date } }, { locale })).results,
    { revalidateOnFocus: true },
  );
}

/**
 * POST /driver/stops/{id}/delivered and /failed. Once recorded, the stop shows its outcome at
 * once and the round is fetched again (not awaited: the dialog closes on the server's yes,
 * not on a second round trip). A refusal changes nothing here; a 409 (the stop is done, or
 * not out yet) also means the round on screen is stale, so it is fetched again behind the
 * dialog that says why.
 */
export function useStopWrites(locale: Locale) {
  const { mutate } = useSWRConfig();
  const record = useCallback(
    async (orderId: number, write: () => Promise<Order>, done: (order: Order) => StopDone) => {
      let order: Order;
      try {
        order = await write();
      } catch (error) {
        if (isApiError(error) && error.response?.status === 409) void mutate(isRoundKey);
        throw error;
      }
      void mutate(
        isRoundKey,
        (rounds?: DriverRound[]) => rounds && withStopDone(rounds, orderId, done(order)),
        { revalidate: true },
      );
      return order;
    },
    [mutate],
  );
  const delivered = useCallback(
    (orderId: number, body: StopDeliveredBody) =>
      record(
        orderId,
        async () =>
          (await call('driverStopDelivered', { params: { id: orderId }, body }, { locale }))
            .results,
        (order) => ({ outcome: 'delivered', cash_received: body.cash_received, order }),
      ),
    [record, locale],
  );
  const failed = useCallback(
    (orderId: number, body: StopFailedBody) =>
      record(
        orderId,
        async () =>
          (await call('driverStopFailed', { params: { id: orderId }, body }, { locale })).results,
        (order) => ({ outcome: 'failed', reason: body.reason, note: body.note ?? '', order }),
      ),
    [record, locale],
  );
  return { delivered, failed };
}
