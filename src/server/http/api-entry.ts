import type { IncomingMessage, ServerResponse } from 'node:http';
import { ITEM_PICTURE_URL_PREFIX, serveItemPicture } from '@/server/modules/media';
import { serveWhatsAppWebhook, WHATSAPP_WEBHOOK_PATH } from '@/server/modules/messages';
import { METRICS_PATH, serveMetrics } from '@/server/metrics/metrics-endpoint';
import { shopMetrics } from '@/server/metrics/shop-metrics';
import { API_ROUTES } from './api-routes';
import { apiPath } from './request-info';
import { unknownPathRoute } from './unknown-path-route';

type NodeHandler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

interface Served {
  /** The path as the table writes it: `/user/orders/:id`. */
  path: string;
  method: string | undefined;
  handler: NodeHandler;
}

/**
 * Uploaded pictures: answered at a path of their own, but not calls of the contract (their
 * answers are pictures, not the envelope), so outside the table (media-routes.ts says why).
 * Any method reaches it, which answers 405 itself as the table's routes do.
 */
const PICTURES: Served = {
  path: `${ITEM_PICTURE_URL_PREFIX.replace(/^\/api/, '')}:file`,
  method: undefined,
  handler: serveItemPicture,
};

/**
 * WhatsApp's webhook: Meta's calls, not the contract's (a bare challenge for GET, a signature
 * over the raw body for POST), so outside the table too (whatsapp-webhook-routes.ts, ADR 0019's
 * addendum). It answers GET and POST and 405 for the rest itself.
 */
const WHATSAPP_WEBHOOK: Served = {
  path: WHATSAPP_WEBHOOK_PATH.replace(/^\/api/, ''),
  method: undefined,
  handler: serveWhatsAppWebhook,
};

/**
 * The operators' metrics (Prometheus text, a token of their own): outside the table too, as
 * its answer is not the envelope (src/server/metrics/metrics-endpoint.ts).
 */
const METRICS: Served = {
  path: METRICS_PATH.replace(/^\/api/, ''),
  method: undefined,
  handler: serveMetrics,
};

interface Pattern {
  path: string;
  /** Each segment, undefined for a parameter (any non-empty segment). */
  segments: readonly (string | undefined)[];
  /** The handlers at this path, GET first: the one that answers any other method. */
  served: readonly Served[];
}

/**
 * Next's order among files that match one path: segment by segment, a static segment before
 * a parameter (so `/user/orders/list` is never taken for `/user/orders/:id`).
 */
function byPrecedence(a: Pattern, b: Pattern): number {
  for (let index = 0; index < Math.min(a.segments.length, b.segments.length); index += 1) {
    const aStatic = a.segments[index] !== undefined;
    const bStatic = b.segments[index] !== undefined;
    if (aStatic !== bStatic) return aStatic ? -1 : 1;
  }
  return 0;
}

/** The table compiled once: one pattern per path, by length, each length in precedence order. */
const PATTERNS_BY_LENGTH: ReadonlyMap<number, readonly Pattern[]> = (() => {
  const all: Served[] = [
    ...API_ROUTES.map((route) => ({
      path: route.meta.path,
      method: route.meta.method,
      handler: route,
    })),
    PICTURES,
    WHATSAPP_WEBHOOK,
    METRICS,
  ];
  const byPath = new Map<string, Served[]>();
  for (const served of all) byPath.set(served.path, [...(byPath.get(served.path) ?? []), served]);
  const byLength = new Map<number, Pattern[]>();
  for (const [path, served] of byPath) {
    // GET's 405 names GET, as the files that served two calls by method did (GET first).
    served.sort((a, b) => Number(b.method === 'GET') - Number(a.method === 'GET'));
    const segments = path
      .split('/')
      .map((segment) => (segment.startsWith(':') ? undefined : segment));
    byLength.set(segments.length, [
      ...(byLength.get(segments.length) ?? []),
      { path, segments, served },
    ]);
  }
  for (const patterns of byLength.values()) patterns.sort(byPrecedence);
  return byLength;
})();

/**
 * The handler for a path under /api (`/items/list/3`) and a method: the call of the table at
 * that path with that method; at a path with no call of that method, the path's GET call,
 * whose own check answers 405 with its Allow header (run-route.ts), as a file of Next did;
 * undefined for a path the table does not have. Parameters match any non-empty segment and
 * are decoded and checked by the route itself, as they were behind Next's file routing.
 */
export function resolveApiHandler(
  path: string,
  method: string | undefined,
): NodeHandler | undefined {
  const actual = path.split('/');
  const pattern = PATTERNS_BY_LENGTH.get(actual.length)?.find((candidate) =>
    candidate.segments.every((segment, index) =>
      segment === undefined ? actual[index] !== '' : segment === actual[index],
    ),
  );
  if (!pattern) return undefined;
  return (pattern.served.find((served) => served.method === method) ?? pattern.served[0])?.handler;
}

/**
 * The whole API behind one request handler: src/pages/api/[...path].ts under Next, and the
 * integration tests' bare node:http server. An unknown path is the contract's JSON 404.
 */
export async function apiEntry(req: IncomingMessage, res: ServerResponse): Promise<void> {
  const { inFlight } = shopMetrics();
  inFlight.inc();
  res.once('close', () => inFlight.dec());
  const handler = resolveApiHandler(apiPath(req), req.method);
  if (handler) await handler(req, res);
  else unknownPathRoute(req, res);
}
