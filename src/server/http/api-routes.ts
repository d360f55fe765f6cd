import { ROUTES, type RouteName } from '@/contracts/routes';
import { accountRoutes } from '@/server/modules/accounts';
import { addressRoutes } from '@/server/modules/addresses';
import { messageRoutes } from '@/server/modules/messages';
import { auditRoutes } from '@/server/modules/audit';
import { catalogRoutes } from '@/server/modules/catalog';
import { complaintRoutes } from '@/server/modules/complaints';
import { contentRoutes } from '@/server/modules/content';
import { deliveryRoutes } from '@/server/modules/delivery';
import { favoriteRoutes } from '@/server/modules/favorites';
import { healthRoutes } from '@/server/modules/health';
import { orderRoutes } from '@/server/modules/orders';
import { reviewRoutes } from '@/server/modules/reviews';
import { roundRoutes } from '@/server/modules/rounds';
import { summaryRoutes } from '@/server/modules/summary';
import type { ApiRoute } from './define-route';

/**
 * Each module's routes by name (its index.ts), for the check that no two modules name the same
 * route: the merge below would let the later one win without a word
 * (src/server/http/api-routes.test.ts).
 */
export const MODULE_ROUTES = {
  catalog: catalogRoutes,
  content: contentRoutes,
  delivery: deliveryRoutes,
  accounts: accountRoutes,
  orders: orderRoutes,
  rounds: roundRoutes,
  reviews: reviewRoutes,
  complaints: complaintRoutes,
  favorites: favoriteRoutes,
  addresses: addressRoutes,
  audit: auditRoutes,
  messages: messageRoutes,
  summary: summaryRoutes,
  health: healthRoutes,
} as const;

/**
 * The server's implementation of every entry of the contract's table (src/contracts/routes.ts),
 * merged from the modules' maps: the type refuses a table entry no module implements. The API
 * entry, the docs generator, the in-process caller of server renders and the integration
 * tests' server read it.
 */
export const ROUTE_IMPLEMENTATIONS = {
  ...catalogRoutes,
  ...contentRoutes,
  ...deliveryRoutes,
  ...accountRoutes,
  ...orderRoutes,
  ...roundRoutes,
  ...reviewRoutes,
  ...complaintRoutes,
  ...favoriteRoutes,
  ...addressRoutes,
  ...auditRoutes,
  ...messageRoutes,
  ...summaryRoutes,
  ...healthRoutes,
} as const satisfies Record<RouteName, ApiRoute>;

/** Every route, in the contract's order (the docs list them so). */
export const API_ROUTES: readonly ApiRoute[] = (Object.keys(ROUTES) as RouteName[]).map(
  (name) => ROUTE_IMPLEMENTATIONS[name],
);
