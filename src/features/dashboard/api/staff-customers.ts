import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { StaffCustomer } from '@/contracts/customers';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** Customers a page holds: enough to scroll on a phone, few enough to load fast. */
export const CUSTOMERS_PAGE_SIZE = 20;

export interface CustomersPage {
  customers: StaffCustomer[];
  total: number;
}

/** GET /admin/customers: one page, narrowed by a name, username or phone. */
export function useStaffCustomers(q: string, page: number, locale: Locale) {
  const account = useSessionKey();
  const search = q.trim();
  return useShopSWR<CustomersPage>(
    accountCallKey('adminCustomers', undefined, account, locale, search, page),
    async () => {
      const answer = await call(
        'adminCustomers',
        { query: { q: search || undefined }, page, limit: CUSTOMERS_PAGE_SIZE },
        { locale },
      );
      return { customers: answer.results, total: answer.total ?? answer.results.length };
    },
    { keepPreviousData: true },
  );
}
