import fc from 'fast-check';
import type { RouteMeta } from '@/server/http/route-types';
import { toHeaderValue } from './encoding';
import { pagingValue } from './query';
import { sometimes } from './sometimes';
import { shortHostileString } from './strings';

/**
 * Who calls. The tokens of the fixtures' customer and admin are looked up when the request
 * is sent (a logout in an earlier run may have revoked the one there was), so a generated
 * request names the caller, not the token.
 */
export type Caller =
  | { as: 'customer' }
  | { as: 'admin' }
  | { as: 'driver' }
  | { as: 'anonymous' }
  | { as: 'header'; authorization: string };

/** Authorization headers of no account: well-formed unknown tokens, other schemes, junk. */
const strangerAuthorization: fc.Arbitrary<string> = fc.oneof(
  fc.stringMatching(/^[A-Za-z0-9_-]{20,200}$/).map((token) => `Bearer ${token}`),
  fc.constantFrom(
    'Bearer',
    'Bearer ',
    'Bearer null',
    'Basic dXNlcjpwYXNz',
    `Bearer ${'a'.repeat(201)}`,
    'bearer   AAAAAAAAAAAAAAAAAAAAAAAA',
    'Bearer AAAAAAAAAAAAAAAAAAAA, Bearer BBBBBBBBBBBBBBBBBBBB',
  ),
  shortHostileString.map(toHeaderValue),
);

/** Callers weighted by what the route can do with them, so each route sees its real users. */
export function callerArbitrary(meta: RouteMeta): fc.Arbitrary<Caller> {
  const stranger = strangerAuthorization.map((authorization): Caller => ({
    as: 'header',
    authorization,
  }));
  // Staff routes: mostly the admin, and drivers' routes mostly the driver, so that most
  // requests get past the role check.
  const weights =
    meta.auth === 'none'
      ? { anonymous: 6, customer: 1, admin: 1, driver: 0, stranger: 1 }
      : meta.auth === 'optional'
        ? { anonymous: 3, customer: 3, admin: 1, driver: 0, stranger: 1 }
        : meta.roles?.includes('admin')
          ? { anonymous: 1, customer: 2, admin: 8, driver: 1, stranger: 1 }
          : meta.roles?.includes('driver')
            ? { anonymous: 1, customer: 1, admin: 1, driver: 8, stranger: 1 }
            : { anonymous: 1, customer: 6, admin: 1, driver: 0, stranger: 2 };
  return fc.oneof(
    { weight: weights.anonymous, arbitrary: fc.constant<Caller>({ as: 'anonymous' }) },
    { weight: weights.customer, arbitrary: fc.constant<Caller>({ as: 'customer' }) },
    { weight: weights.admin, arbitrary: fc.constant<Caller>({ as: 'admin' }) },
    { weight: weights.driver, arbitrary: fc.constant<Caller>({ as: 'driver' }) },
    { weight: weights.stranger, arbitrary: stranger },
  );
}

/**
 * Where the call claims to come from: nowhere (a program), the shop's own origin, or a
 * browser's same-origin mark. Never another site: cross-site.test.ts covers refusals.
 */
export type OriginChoice = 'none' | 'same-origin' | 'sec-fetch-same-origin';

export const originArbitrary: fc.Arbitrary<OriginChoice> = fc.constantFrom(
  'none',
  'same-origin',
  'sec-fetch-same-origin',
);

const idempotencyKey = fc.oneof(
  fc.stringMatching(/^[\w.:-]{8,40}$/),
  fc.constantFrom('replayed-key-0001', 'replayed-key-0002', 'short', ''),
  shortHostileString,
);

/** The other headers the API reads: lang, limit, Idempotency-Key, device_info, X-Request-Id. */
export function headersArbitrary(meta: RouteMeta): fc.Arbitrary<Record<string, string>> {
  const lang = fc.oneof(
    { weight: 6, arbitrary: fc.constantFrom('ar', 'en') },
    { weight: 1, arbitrary: fc.constantFrom('AR', ' en ', 'fr', 'ar-EG', '') },
    { weight: 1, arbitrary: shortHostileString },
  );
  const optional = {
    lang: sometimes(lang, 70),
    limit: sometimes(pagingValue, meta.list ? 25 : 3),
    'idempotency-key': sometimes(idempotencyKey, meta.method === 'POST' ? 20 : 2),
    device_info: sometimes(shortHostileString, 10),
    'x-request-id': sometimes(fc.oneof(fc.uuid(), shortHostileString), 5),
  };
  return fc.record(optional).map((record) => {
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(record)) {
      if (value !== null) headers[name] = toHeaderValue(value);
    }
    return headers;
  });
}
