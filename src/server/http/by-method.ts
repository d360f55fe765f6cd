import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApiRoute } from './define-route';

/**
 * One file of src/pages/api for two calls of the table at one path that differ by method
 * (api-contract.md: `GET/POST /admin/slots`). Next binds a path to one file; this hands the
 * request to the call of its method. Any other method goes to the first call, whose own check
 * answers 405 as every route does.
 */
export function byMethod(
  first: ApiRoute,
  ...others: ApiRoute[]
): (req: IncomingMessage, res: ServerResponse) => Promise<void> {
  const routes = [first, ...others];
  const paths = new Set(routes.map((route) => route.meta.path));
  if (paths.size !== 1) throw new Error(`byMethod: one path only, not ${[...paths].join(', ')}`);
  return (req, res) =>
    (routes.find((route) => route.meta.method === req.method) ?? first)(req, res);
}
