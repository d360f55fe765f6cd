import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { AuditEntry } from '@/contracts/audit';
import { call } from '@/lib/api/call';
import { accountCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** Entries a page holds: a phone's few screens of cards, quick to load. */
export const AUDIT_PAGE_SIZE = 20;

export interface AuditPage {
  entries: AuditEntry[];
  total: number;
}

/**
 * GET /admin/audit (admins only): one page of staff writes, newest first, of one kind of
 * thing (`entity`) or of all.
 */
export function useStaffAudit(entity: string, page: number, locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<AuditPage>(
    accountCallKey('adminAudit', undefined, account, locale, entity, page),
    async () => {
      const answer = await call(
        'adminAudit',
        { query: { entity: entity || undefined }, page, limit: AUDIT_PAGE_SIZE },
        { locale },
      );
      return { entries: answer.results, total: answer.total ?? answer.results.length };
    },
    { keepPreviousData: true },
  );
}
