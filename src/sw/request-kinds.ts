import { ROUTES } from '@/contracts/routes';

/*
 * What the shop's worker may keep, as pure functions of a URL or an answer's headers (unit
 * tested in request-kinds.test.ts); cache-rules.ts binds them to Serwist's strategies.
 */

/**
 * Pages that show one visitor's data, in either language: never kept, whatever they say. The
 * checkout is not one: its server HTML is the form's frame (addresses and slots come from
 * /api/user/*, never kept), and it must open offline so that an order can wait for the network.
 */
const PERSONAL_PAGES = ['/dashboard', '/orders', '/profile', '/address', '/wish-list'] as const;

/** The path without the Arabic prefix: `/ar/orders/3` → `/orders/3`, `/ar` → `/`. */
export function withoutLocale(pathname: string): string {
  if (pathname === '/ar') return '/';
  return pathname.startsWith('/ar/') ? pathname.slice(3) : pathname;
}

/** The precached offline page in the visitor's language, from the URL they asked for. */
export function offlinePageFor(pathname: string): '/offline' | '/ar/offline' {
  return pathname === '/ar' || pathname.startsWith('/ar/') ? '/ar/offline' : '/offline';
}

/** Whether a page path (either language) shows a visitor's own data. */
export function isPersonalPage(pathname: string): boolean {
  const path = withoutLocale(pathname);
  return PERSONAL_PAGES.some((page) => path === page || path.startsWith(`${page}/`));
}

/**
 * The page a `/_next/data/<buildId>/<locale?>/<page>.json` request reads, or undefined when the
 * path is not one: `/_next/data/b1/ar/orders.json` → `/ar/orders`, `/_next/data/b1/en.json`
 * → `/` (English, the default locale, is named in the data path but not in page URLs).
 */
export function pageOfDataPath(pathname: string): string | undefined {
  const match = /^\/_next\/data\/[^/]+\/(.+)\.json$/.exec(pathname);
  if (!match?.[1]) return undefined;
  const [locale, ...rest] = match[1].split('/');
  const page = rest.length && rest.join('/') !== 'index' ? `/${rest.join('/')}` : '';
  if (locale === 'en') return page || '/';
  return locale === 'ar' ? `/ar${page}` : `/${match[1]}`;
}

const toPattern = (path: string) =>
  new RegExp(`^/api${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}/?$`);

/** The catalogue's public GET answers, from the route table (none of the demo mock paths). */
const CATALOGUE = Object.values(ROUTES)
  .filter((route) => route.method === 'GET' && 'cache' in route)
  .map((route) => ({ pattern: toPattern(route.path), auth: route.auth }));

/**
 * 'shared': the same for every visitor (auth 'none'); 'maybe-personal': signed in, the answer
 * carries the visitor's favourites (auth 'optional'; the worker cannot see the session cookie,
 * so it prefers the network); undefined: not a catalogue answer, never kept.
 */
export function catalogueKind(pathname: string): 'shared' | 'maybe-personal' | undefined {
  const route = CATALOGUE.find(({ pattern }) => pattern.test(pathname));
  if (!route) return undefined;
  return route.auth === 'none' ? 'shared' : 'maybe-personal';
}

/**
 * Whether an answer may be kept: a whole 200 from this origin that the server did not mark
 * private or no-store (signed-in pages and API answers are: Next's default for pages with
 * server props, and the API's for any request with a session) and that sets no cookie.
 * Browsers hide Set-Cookie from the worker, so Cache-Control is the guard that counts.
 */
export function mayKeep(answer: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  if (answer.status !== 200 || answer.type !== 'basic') return false;
  if (answer.headers.get('set-cookie')) return false;
  const cacheControl = (answer.headers.get('cache-control') ?? '').toLowerCase();
  return !/\b(private|no-store)\b/.test(cacheControl);
}

/**
 * Whether a page's HTML may be kept on this device. Signed in, every page is marked private
 * and no-store (it carries the visitor's session for the header), yet it is this device's own
 * copy, read only here and deleted at sign-out (src/lib/pwa/visitor-caches.ts): kept, so a
 * signed-in shopper's pages open offline too. Never one that sets a cookie or failed.
 */
export function mayKeepPage(answer: {
  status: number;
  type: string;
  headers: { get(name: string): string | null };
}): boolean {
  return answer.status === 200 && answer.type === 'basic' && !answer.headers.get('set-cookie');
}

/** A kept copy older than this is not worth showing quickly: a day's stock and prices change. */
export const QUICK_COPY_MAX_AGE_S = 6 * 60 * 60;

export type Connection = { effectiveType?: string; saveData?: boolean };

/**
 * The browser's own estimate of the line (Network Information API, which Chromium, the
 * browser of the shop's Android shoppers, has in workers too): 3G or worse, or the visitor's
 * data saver on. Elsewhere unknown, and not slow.
 */
export function onSlowLine(connection: Connection | undefined): boolean {
  if (!connection) return false;
  return (
    connection.saveData === true || ['slow-2g', '2g', '3g'].includes(connection.effectiveType ?? '')
  );
}

/** Whether the kept copy is from the last few hours (its Date header). */
export function recentCopy(
  kept: { headers: { get(name: string): string | null } } | undefined,
  now = Date.now(),
): boolean {
  const date = Date.parse(kept?.headers.get('date') ?? '');
  return now - date < QUICK_COPY_MAX_AGE_S * 1000;
}
