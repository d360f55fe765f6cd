import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { StaffCreateBody, StaffMember, StaffUpdateBody } from '@/contracts/staff-accounts';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** GET /admin/staff (admins only): every seller, admin and driver, switched-off ones too. */
export function useStaffAccounts(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffMember[]>(
    accountCallKey('adminStaff', undefined, account, locale),
    async () => (await call('adminStaff', {}, { locale })).results,
  );
}

/** POST /admin/staff/new and /admin/staff/{id}; the list is fetched again after either. */
export function useStaffWrites(locale: Locale) {
  const { mutate } = useSWRConfig();
  const create = useCallback(
    async (body: StaffCreateBody): Promise<StaffMember> => {
      const answer = await call('adminStaffNew', { body }, { locale });
      await mutate(isCallKey('adminStaff'));
      return answer.results;
    },
    [mutate, locale],
  );
  const update = useCallback(
    async (id: number, body: StaffUpdateBody): Promise<StaffMember> => {
      const answer = await call('adminStaffUpdate', { params: { id }, body }, { locale });
      await mutate(isCallKey('adminStaff'));
      return answer.results;
    },
    [mutate, locale],
  );
  return { create, update };
}
