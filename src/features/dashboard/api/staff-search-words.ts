import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { useShopSWR } from '@/lib/api/use-shop-swr';
import type { SearchSynonym, SearchSynonyms, SynonymCreateBody } from '@/contracts/search-synonyms';
import { call } from '@/lib/api/call';
import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';

/** GET /admin/search-synonyms: the built-in lexicon and the shop's own groups. */
export function useStaffSearchWords(locale: Locale) {
  const account = useSessionKey();
  return useShopSWR<SearchSynonyms>(
    accountCallKey('adminSearchSynonyms', undefined, account, locale),
    async () => (await call('adminSearchSynonyms', {}, { locale })).results,
  );
}

/** After a change of the words: the groups and what the statistics say each query finds now. */
const wordsChanged = (key: unknown) =>
  isCallKey('adminSearchSynonyms')(key) || isCallKey('adminSearchStats')(key);

/** POST /admin/search-synonyms (admins): a new group; the screen's lists are fetched again. */
export function useAddSearchWords(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (body: SynonymCreateBody): Promise<SearchSynonym> => {
      const answer = await call('adminSearchSynonymNew', { body }, { locale });
      await mutate(wordsChanged);
      return answer.results;
    },
    [mutate, locale],
  );
}

/**
 * POST /admin/search-synonyms/{id}/delete (admins). The list is fetched again whatever the
 * answer: a 404 means another admin deleted the group meanwhile, and it should go from here too.
 */
export function useDeleteSearchWords(locale: Locale) {
  const { mutate } = useSWRConfig();
  return useCallback(
    async (id: number): Promise<void> => {
      try {
        await call('adminSearchSynonymDelete', { params: { id } }, { locale });
      } finally {
        await mutate(wordsChanged);
      }
    },
    [mutate, locale],
  );
}
