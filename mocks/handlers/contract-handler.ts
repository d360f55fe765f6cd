import { http, type HttpHandler, type HttpResponseResolver } from 'msw';
import { ROUTES, type RouteName } from '@/contracts/routes';

/**
 * An MSW handler for a call of the shop's own contract, at the method and path the route table
 * gives it (`:id` parameters read the same in MSW), on any origin: a mock cannot answer at a
 * path the server does not have. The demo shops' paths are not calls of the table and keep
 * their own handlers (list-handler.ts).
 */
export function contractHandler(name: RouteName, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = ROUTES[name];
  return (method === 'GET' ? http.get : http.post)(`*/api${path}`, resolver);
}
