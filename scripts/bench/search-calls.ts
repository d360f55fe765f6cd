// The search bench's calls, made in process through runRoute: what HTTP runs for a request
// (validation, the service, the page's rows, the envelope) without a socket, as server
// renders call the API (src/server/http/in-process-api.ts). A loopback request would add the
// client's own work on the same two cores to every sample.
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { ROUTE_IMPLEMENTATIONS } from '@/server/http/api-routes';
import { runRoute, type RouteImpl } from '@/server/http/run-route';

export interface RouteRequest {
  method: 'GET' | 'POST';
  /** Path and query under /api, e.g. /api/items/search?limit=10. */
  url: string;
  lang: Locale;
  body?: unknown;
}

/** The route serving `path` (as the contract's table has it), if this build has one. */
export function routeAt(path: string): RouteImpl | undefined {
  return Object.values(ROUTE_IMPLEMENTATIONS)
    .map((route) => route.impl)
    .find((impl) => impl.meta.path === path);
}

/** One anonymous call; a refusal is a bench error, never a sample. */
export async function callRoute(route: RouteImpl, request: RouteRequest): Promise<Buffer> {
  const answer = await runRoute(route, {
    head: {
      method: request.method,
      url: request.url,
      headers: { lang: request.lang, 'content-type': 'application/json' },
    },
    requestId: 'bench-search',
    locale: request.lang,
    clientIp: 'bench',
    readBody: () => Promise.resolve(request.body),
    readUpload: () => Promise.reject(new Error('The search bench uploads nothing')),
  });
  if (!answer.ok) {
    throw new Error(
      `${request.method} ${request.url} answered ${answer.status}: ${answer.body.toString('utf8')}`,
    );
  }
  return answer.body;
}

export function searchRequest(term: string, lang: Locale, limit: number): RouteRequest {
  return {
    method: 'POST',
    url: `/api/items/search?limit=${limit}`,
    lang,
    body: { search_criteria: term },
  };
}

/** The first page's ids and the match count of a search answer's envelope. */
export function rankedIds(body: Buffer): { ids: number[]; total: number } {
  const envelope = JSON.parse(body.toString('utf8')) as {
    results?: Array<{ id: number }>;
    total?: number;
  };
  return { ids: (envelope.results ?? []).map((item) => item.id), total: envelope.total ?? 0 };
}

/** Each item's id by its English name: the judged set names items, ids move. */
export async function idsByEnglishName(db: Db): Promise<Map<string, number>> {
  const rows = await db.selectFrom('items').select(['id', 'name_en']).orderBy('id').execute();
  const ids = new Map<string, number>();
  // The bench's big catalogue repeats names; the first row is the seeded item.
  for (const row of rows) if (!ids.has(row.name_en)) ids.set(row.name_en, row.id);
  return ids;
}
