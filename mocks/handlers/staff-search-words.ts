import { HttpResponse, type HttpHandler } from 'msw';
import { pathOf } from '@/contracts/routes';
import type { z } from 'zod';
import {
  SYNONYM_GROUPS_MAX,
  searchSynonymsSchema,
  synonymCreateBodySchema,
  type SearchSynonyms,
} from '@/contracts/search-synonyms';
import { searchStatsSchema, type SearchStats } from '@/contracts/search-stats';
import { staffSearchStats } from '../fixtures/staff/search-words';
import { contractHandler } from './contract-handler';

/** The contract's reason keys per field, as a 400's `errors`. */
const reasons = (error: z.ZodError) =>
  Object.fromEntries(error.issues.map((issue) => [issue.path.join('.') || 'body', issue.message]));

const ok = (results: unknown, message = 'Done.') =>
  HttpResponse.json({ success: true, message, results });

const refused = (status: number, message: string, errors?: Record<string, string>) =>
  HttpResponse.json({ success: false, message, ...(errors ? { errors } : {}) }, { status });

/** Every write the search-words calls received, as sent. */
export type SearchWordsSent = { path: string; body: unknown }[];

/**
 * The statistics as the server would answer now: a query that found nothing finds items once
 * a group of the shop's own holds it (4, as a stand-in for the search's count).
 */
function statsNow(stats: SearchStats, words: SearchSynonyms, days: number): SearchStats {
  const grouped = new Set(words.custom.flatMap((group) => group.terms));
  return {
    ...stats,
    days,
    zero: stats.zero.map((entry) => ({
      ...entry,
      found_now: grouped.has(entry.query) ? 4 : entry.found_now,
    })),
  };
}

/**
 * The search-words calls of the dashboard (GET /admin/search-synonyms, the admin's new group
 * and delete, and the search statistics) over `words` and `stats` in memory, in the real
 * contract's envelope and shapes. A body the contract refuses is answered 400 with its reason
 * keys per field, as the server would before localising them. For component tests:
 * `server.use(...handlers)`.
 */
export function staffSearchWordsHandlers(
  words: SearchSynonyms,
  sent: SearchWordsSent = [],
  stats: SearchStats = staffSearchStats(),
): HttpHandler[] {
  return [
    contractHandler('adminSearchSynonyms', () => ok(searchSynonymsSchema.parse(words))),
    contractHandler('adminSearchStats', ({ request }) => {
      const days = Number(new URL(request.url).searchParams.get('days') ?? 7);
      return ok(searchStatsSchema.parse(statsNow(stats, words, days)));
    }),
    contractHandler('adminSearchSynonymNew', async ({ request }) => {
      const body: unknown = await request.json();
      sent.push({ path: pathOf('adminSearchSynonymNew'), body });
      const parsed = synonymCreateBodySchema.safeParse(body);
      if (!parsed.success) {
        return refused(400, 'Please check the highlighted fields.', reasons(parsed.error));
      }
      if (words.custom.length >= SYNONYM_GROUPS_MAX) {
        return refused(
          409,
          `The shop keeps at most ${SYNONYM_GROUPS_MAX} groups of search words: delete one you no longer need to add another.`,
        );
      }
      const id = Math.max(0, ...words.custom.map((group) => group.id)) + 1;
      const group = { id, terms: parsed.data.terms, created_at: new Date().toISOString() };
      words.custom.push(group);
      return ok(group, 'The search words were added.');
    }),
    contractHandler('adminSearchSynonymDelete', ({ params }) => {
      sent.push({
        path: pathOf('adminSearchSynonymDelete', { id: String(params.id) }),
        body: null,
      });
      const index = words.custom.findIndex((group) => String(group.id) === String(params.id));
      if (index < 0)
        return refused(404, 'These search words do not exist; they may have been deleted.');
      words.custom.splice(index, 1);
      return ok(null, 'The search words were deleted.');
    }),
  ];
}
