import type { Role } from './account';

/*
 * What one entry of the route table (routes.ts, staff-routes.ts) says about a call. Apart from
 * the table so that both of its files can use it without importing each other.
 */

export type HttpMethod = 'GET' | 'POST';
export type AuthMode = 'none' | 'optional' | 'required';

export interface RouteDescriptor {
  method: HttpMethod;
  /** Under /api, `:name` for parameters, no trailing slash. */
  path: string;
  auth: AuthMode;
  /** Required auth only: the roles allowed (403 for the others). */
  roles?: readonly Role[];
  /**
   * Lists read `limit` (header or query) and `page`, and answer with total, page and limit.
   * `maxLimit` lowers the contract's cap of 10000 for a list that is not public (a bigger
   * `limit` is clamped to it, and the envelope's `limit` says so).
   */
  list?: { defaultLimit: number; maxLimit?: number };
  /**
   * 'public': anonymous answers are the same for every shopper, so 200s are kept in memory
   * and shared caches may keep them (src/server/cache/public-cache.ts). GET with auth 'none' or 'optional'.
   */
  cache?: 'public';
  /**
   * Limited per caller address (sign-up, sign-in, password checks, PINs): the budget is the
   * address the request came from, so only a shopper's own request may make the call. Server
   * renders, which run calls in process with no address of their own, are refused
   * (src/server/http/in-process-api.ts) rather than share one budget among all shoppers.
   */
  perAddressLimit?: true;
  /**
   * The body is a multipart/form-data upload of one file in `field`, at most `maxBytes`
   * (413 beyond), instead of JSON (read-upload.ts). Such a route has no `body` schema.
   */
  upload?: { field: string; maxBytes: number };
}

/** `path` (a route's, `:name` for parameters) with `params` filled in: `/item/details/5`. */
export function fillPath(
  name: string,
  path: string,
  params?: Readonly<Record<string, string | number>>,
): string {
  return path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params?.[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(String(value));
  });
}
