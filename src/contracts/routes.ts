import { fillPath, type RouteDescriptor } from './route-descriptor';
import { STAFF_ROUTES } from './staff-routes';
import { STOREFRONT_ROUTES } from './storefront-routes';

/*
 * Every call of the API, once: method, path, who may call it and how its answers may be
 * cached. The server implements each entry (src/server/http/define-route.ts), the browser and
 * server renders call them by name (src/lib/api/call.ts), SWR keys and the docs derive from
 * them. Plain data, no zod; the schemas of each call (route-schemas.ts, same names) arrive
 * with the first call that needs them. The browser does not import this merged table: its
 * pages look routes up by name (src/lib/api/route-of.ts) in the shopper's part, which every
 * first load carries (storefront-routes.ts), and in the staff's, which staff pages add.
 */

export type { AuthMode, HttpMethod, RouteDescriptor } from './route-descriptor';

const { health, ...shopperRoutes } = STOREFRONT_ROUTES;

/** The whole table, in the contract's order: the shopper's calls, the staff's, then health. */
export const ROUTES = {
  ...shopperRoutes,
  ...STAFF_ROUTES,
  health,
} as const satisfies Record<string, RouteDescriptor>;

export type RouteName = keyof typeof ROUTES;
export type RouteOf<K extends RouteName> = (typeof ROUTES)[K];

/** A route's path with its parameters filled in: `/item/details/5`. */
export function pathOf(
  name: RouteName,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fillPath(name, ROUTES[name].path, params);
}
