import { fillPath, type RouteDescriptor } from '@/contracts/route-descriptor';
import type { RouteName, RouteOf } from '@/contracts/routes';
import { STOREFRONT_ROUTES } from '@/contracts/storefront-routes';

/*
 * The route table as the browser holds it: the shopper's calls, which every page's first load
 * carries, and the staff's, which staff pages add when they load (staff-route-table.ts). The
 * merged table (contracts/routes.ts) would put the dashboard's routes in every shopper's first
 * load; the types still come from it, so a name is checked at compile time either way.
 */

type Table = Partial<Record<RouteName, RouteDescriptor>>;

const tables: Table[] = [STOREFRONT_ROUTES];

/** Adds a part of the table (the staff's) for the pages that call it. */
export function addRoutes(table: Table): void {
  if (!tables.includes(table)) tables.push(table);
}

/** A route's entry by name; a staff route on a page that did not add the staff's table throws. */
export function routeOf<K extends RouteName>(name: K): RouteOf<K> {
  for (const table of tables) {
    const route = table[name];
    if (route) return route as RouteOf<K>;
  }
  throw new Error(`${name}: not in this page's route table (staff pages add staff-route-table)`);
}

/** A route's path with its parameters filled in: `/item/details/5`. */
export function routePath(
  name: RouteName,
  params?: Readonly<Record<string, string | number>>,
): string {
  return fillPath(name, routeOf(name).path, params);
}
