import fc from 'fast-check';
import type { RouteMeta } from '@/server/http/route-types';
import { asText, encodeComponent } from './encoding';
import type { Hints } from './json-schema';
import { inputJsonSchema, schemaArbitrary } from './json-schema';
import { shortHostileString } from './strings';
import { sometimes } from './sometimes';

/** `limit` and `page` as lists read them (header or query): right, zero, huge, odd, foreign. */
export const pagingValue: fc.Arbitrary<string> = fc.oneof(
  { weight: 8, arbitrary: fc.integer({ min: 1, max: 30 }).map(String) },
  {
    weight: 3,
    arbitrary: fc.constantFrom(
      '0',
      '-1',
      '10000',
      '10001',
      '999999999',
      '1000000000',
      '1e3',
      '1.5',
      ' 2 ',
      '٣',
      '00001',
      '',
      'abc',
    ),
  },
  { weight: 1, arbitrary: shortHostileString },
);

type Pair = readonly [string, string];

/** Malformed query text, sent as it is. */
const RAW_QUERIES: readonly string[] = [
  '%ZZ',
  '&&',
  '=x',
  'a=%',
  '%E0%A4%A',
  'page',
  'limit=&page=',
];

/**
 * The query string (with its `?`) for a route: the `query` schema's fields (hinted like a
 * body), `limit`/`page` for lists, sometimes an unknown or repeated key or malformed text.
 */
export function queryArbitrary(meta: RouteMeta, hints: Hints): fc.Arbitrary<string> {
  const fields: fc.Arbitrary<Pair[]> = meta.query
    ? schemaArbitrary(inputJsonSchema(meta.query), { hints, hostility: 'some' }, 'query').map(
        (value) =>
          typeof value === 'object' && value !== null && !Array.isArray(value)
            ? // At most 300 characters: the hostile values of a body can be far longer.
              Object.entries(value).map(([key, field]): Pair => [key, asText(field).slice(0, 300)])
            : [],
      )
    : fc.constant([]);
  const paging: fc.Arbitrary<Pair[]> = meta.list
    ? fc
        .tuple(sometimes(pagingValue, 30), sometimes(pagingValue, 30))
        .map(([limit, page]) => [
          ...(limit === null ? [] : [['limit', limit] as const]),
          ...(page === null ? [] : [['page', page] as const]),
        ])
    : fc.constant([]);
  const extraKey = fc.oneof(fc.constantFrom('sort', 'page', 'recipient', 'x'), shortHostileString);
  const extra = sometimes(fc.tuple(extraKey, shortHostileString), 10);
  return fc
    .tuple(fields, paging, extra, sometimes(fc.constantFrom(...RAW_QUERIES), 5))
    .map(([own, pages, more, raw]) => {
      const pairs = [...own, ...pages, ...(more ? [more] : [])];
      const text = pairs.map(([key, value]) => `${encodeComponent(key)}=${encodeComponent(value)}`);
      if (raw !== null) text.push(raw);
      return text.length > 0 ? `?${text.join('&')}` : '';
    });
}
