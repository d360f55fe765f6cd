import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type {
  BranchUpdateBody,
  ContactUpdateBody,
  FactsUpdateBody,
  PromiseUpdateBody,
  StaffBranch,
  StaffContact,
  StaffFacts,
  StaffPromise,
  StaffShopContent,
} from '@/contracts/shop-content';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** GET /admin/shop-content: the facts, promises, branches and contacts in both languages. */
export function useStaffShopContent(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<StaffShopContent>(
    accountCallKey('adminShopContent', undefined, account, locale),
    async () => (await call('adminShopContent', {}, { locale })).results,
  );
}

/** One admin write of the shop's details, by what is edited. */
export type ShopContentEdit =
  | { kind: 'facts'; body: FactsUpdateBody }
  | { kind: 'promise'; id: number; body: PromiseUpdateBody }
  | { kind: 'branch'; id: number; body: BranchUpdateBody }
  | { kind: 'contact'; id: number; body: ContactUpdateBody };

type Saved = StaffFacts | StaffPromise | StaffBranch | StaffContact;

/**
 * The admin-only writes (POST /admin/shop-facts, /admin/promises|branches|contacts/{id}).
 * Afterwards the staff screen and the shop's public facts (every page's footer, in both
 * languages) are fetched again, so the storefront open in this tab agrees at once.
 */
export function useUpdateShopContent(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (edit: ShopContentEdit): Promise<Saved> => {
      const options = { locale };
      const answer =
        edit.kind === 'facts'
          ? await call('adminShopFactsUpdate', { body: edit.body }, options)
          : edit.kind === 'promise'
            ? await call(
                'adminPromiseUpdate',
                { params: { id: edit.id }, body: edit.body },
                options,
              )
            : edit.kind === 'branch'
              ? await call(
                  'adminBranchUpdate',
                  { params: { id: edit.id }, body: edit.body },
                  options,
                )
              : await call(
                  'adminContactUpdate',
                  { params: { id: edit.id }, body: edit.body },
                  options,
                );
      await Promise.all([mutate(isCallKey('adminShopContent')), mutate(isCallKey('shopFacts'))]);
      return answer.results;
    },
    [mutate, locale],
  );
}
