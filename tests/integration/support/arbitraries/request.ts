import fc from 'fast-check';
import type { ApiRoute } from '@/server/http/define-route';
import type { HttpMethod } from '@/server/http/route-types';
import { bodyArbitrary } from './body';
import {
  callerArbitrary,
  headersArbitrary,
  originArbitrary,
  type Caller,
  type OriginChoice,
} from './headers';
import { routeHints, shopHints, type ShopFacts } from './hints';
import { pathArbitrary } from './path-params';
import { queryArbitrary } from './query';
import { uploadArbitrary } from './upload';

/** One generated call, printable as it is: fast-check shows it as the counterexample. */
export interface FuzzRequest {
  method: HttpMethod;
  /** Under /api, URL-encoded, with the query string. */
  url: string;
  caller: Caller;
  origin: OriginChoice;
  headers: Record<string, string>;
  /** The raw body (bytes for an upload route); GET never has one. */
  body: string | Uint8Array<ArrayBuffer> | undefined;
}

/**
 * Every request a route can be sent, derived from its meta: path parameters, query, headers,
 * caller and body. Mostly the route's own method; sometimes the other one (405).
 */
export function requestArbitrary(route: ApiRoute, facts: ShopFacts): fc.Arbitrary<FuzzRequest> {
  const { meta } = route;
  const hints = { ...shopHints(facts), ...routeHints(meta.path, facts) };
  const other: HttpMethod = meta.method === 'GET' ? 'POST' : 'GET';
  return fc
    .record({
      method: fc.oneof({ weight: 19, arbitrary: fc.constant(meta.method) }, fc.constant(other)),
      path: pathArbitrary(meta, facts),
      trailingSlash: fc.oneof({ weight: 19, arbitrary: fc.constant(false) }, fc.constant(true)),
      query: queryArbitrary(meta, hints),
      caller: callerArbitrary(meta),
      origin: originArbitrary,
      headers: headersArbitrary(meta),
      body: meta.upload
        ? uploadArbitrary(meta, facts)
        : bodyArbitrary(meta, hints).map((text) => ({ body: text, contentType: undefined })),
    })
    .map(({ method, path, trailingSlash, query, caller, origin, headers, body }) => ({
      method,
      url: `${path}${trailingSlash ? '/' : ''}${query}`,
      caller,
      origin,
      // A JSON body's type is set by the client; an upload's names its multipart boundary.
      headers: body.contentType ? { ...headers, 'content-type': body.contentType } : headers,
      body: method === 'GET' ? undefined : body.body,
    }));
}
