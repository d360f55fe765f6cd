import type { ParsedPart } from '@/contracts/route-schemas';
import type { RouteName } from '@/contracts/routes';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';

/**
 * One answer of a route, as what was served: the route and its parsed path parameters. A
 * kept public answer and a kept page carry it, so serving the copy again does what sending
 * the answer does (item/details counts a product's view).
 */
export interface ServedAnswer {
  route: RouteName;
  params: unknown;
}

type ServeHook = (params: unknown) => void;

/**
 * The hooks by route name, one registry per process: the route's module registers it as it
 * loads (defineRoute), in the API's bundles, and a page copy is served by the front server
 * from a page bundle, which never loads the routes. A later copy of a route's module
 * replaces the earlier one's hook.
 */
function hooks(): Map<RouteName, ServeHook> {
  return processSingleton<Map<RouteName, ServeHook>>('serve-hooks', () => new Map());
}

/** For defineRoute: what each sending of this route's answer does, fresh or kept. */
export function onServe(route: RouteName, hook: ServeHook): void {
  hooks().set(route, hook);
}

/** What a page shows of a route's answer, for the page cache (share-page.ts). */
export function servedAnswer<K extends RouteName>(
  route: K,
  params: ParsedPart<K, 'params'>,
): ServedAnswer {
  return { route, params };
}

/**
 * The one place a route's serve hook runs. Every way an answer reaches someone calls it once:
 * a fresh answer (run-route.ts, over HTTP and in process alike), a kept public answer
 * (takePublicAnswer, over HTTP and in process alike) and a kept page that shows the answer
 * (page-cache.ts). A failing hook never spoils the answer.
 */
export function served(answer: ServedAnswer | undefined, requestId?: string): void {
  if (!answer) return;
  const hook = hooks().get(answer.route);
  if (!hook) return;
  try {
    hook(answer.params);
  } catch (error) {
    log.warn('cache.serve_hook_failed', {
      route: answer.route,
      ...(requestId === undefined ? {} : { request_id: requestId }),
      message: error instanceof Error ? error.message : String(error),
    });
  }
}
