import { http, HttpResponse } from 'msw';
import type { HttpHandler, JsonBodyType } from 'msw';
import type { z } from 'zod';
import { MOCK_INTERNAL_ERROR } from '@/contracts/demo/demo-endpoints';

/**
 * A GET handler that answers `load(request)` as a bare JSON array once it passes `schema`. When the
 * loader throws or its data breaks the contract, the page gets the mock layer's documented
 * failure (500, "Internal server error", spec section 8) rather than malformed data. Nothing
 * is logged: the browser tests fail on console errors, and the 500 is the whole report.
 * Other methods on the same path are not handled, so they go on to the network.
 */
export function listHandler<T extends JsonBodyType>(
  path: string,
  /** Given the request, for lists that depend on it (the demo shops' language). */
  load: (request: Request) => unknown,
  schema: z.ZodType<T>,
): HttpHandler {
  return http.get(path, ({ request }) => {
    let data: unknown;
    try {
      data = load(request);
    } catch {
      return HttpResponse.json(MOCK_INTERNAL_ERROR, { status: 500 });
    }
    const parsed = schema.safeParse(data);
    if (!parsed.success) return HttpResponse.json(MOCK_INTERNAL_ERROR, { status: 500 });
    return HttpResponse.json(parsed.data);
  });
}
