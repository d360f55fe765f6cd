import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { DeliveryRound, SlotsUpdateBody } from '@/contracts/delivery-slots';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** GET /admin/slots: every weekday's delivery rounds, the paused ones too. */
export function useStaffRounds(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<DeliveryRound[]>(
    accountCallKey('adminSlots', undefined, account, locale),
    async () => (await call('adminSlots', {}, { locale })).results,
  );
}

/**
 * POST /admin/slots: one weekday's rounds, replacing what it had. The answer is every round
 * of the week, put in the list's place without asking again.
 */
export function useSaveRounds(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SlotsUpdateBody): Promise<DeliveryRound[]> => {
      const answer = await call('adminSlotsUpdate', { body }, { locale });
      await mutate(isCallKey('adminSlots'), answer.results, { revalidate: false });
      return answer.results;
    },
    [mutate, locale],
  );
}
