import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import type { ComplaintStatus } from '@/contracts/complaint-constants';
import type { ComplaintAnswerBody, StaffComplaint } from '@/contracts/complaints';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** Complaints a page holds: a small shop's week fits one. */
export const COMPLAINTS_PAGE_SIZE = 20;

export interface ComplaintsPage {
  complaints: StaffComplaint[];
  total: number;
}

/** GET /admin/refund-requests: one page, newest first, of one status or all ('' ). */
export function useStaffComplaints(status: ComplaintStatus | '', page: number, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<ComplaintsPage>(
    accountCallKey('adminRefundRequests', undefined, account, locale, status, page),
    async () => {
      const answer = await call(
        'adminRefundRequests',
        { query: { status: status || undefined }, page, limit: COMPLAINTS_PAGE_SIZE },
        { locale },
      );
      return { complaints: answer.results, total: answer.total ?? answer.results.length };
    },
    { keepPreviousData: true },
  );
}

/**
 * POST /admin/refund-requests/{id}: take a complaint up or answer it. The lists and the
 * overview (its count of open complaints) are asked again whatever the answer: a 409 means
 * another seller answered first, and the card should show their answer.
 */
export function useAnswerComplaint(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number, body: ComplaintAnswerBody): Promise<StaffComplaint> => {
      try {
        return (await call('adminRefundRequestUpdate', { params: { id }, body }, { locale }))
          .results;
      } finally {
        await Promise.all([
          mutate(isCallKey('adminRefundRequests')),
          mutate(isCallKey('adminSummary')),
        ]);
      }
    },
    [mutate, locale],
  );
}
