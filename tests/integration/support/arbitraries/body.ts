import fc from 'fast-check';
import type { RouteMeta } from '@/server/http/route-types';
import { toJsonText } from './hostile';
import { inputJsonSchema, schemaArbitrary, type Hints } from './json-schema';
import { hostileString } from './strings';

/** Text that is not a JSON body, or barely: truncations, forms, deep nesting, a BOM. */
const NOT_JSON: readonly string[] = [
  '{',
  '}',
  '{"a":}',
  '{"a":1,}',
  "{'a':1}",
  'NaN',
  'undefined',
  'username=a&password=b',
  '\ufeff{}',
  '{"a":1}{"b":2}',
  '{"a":"\\ud800"}',
  `${'['.repeat(5_000)}${']'.repeat(5_000)}`,
  `${'{"a":'.repeat(3_000)}1${'}'.repeat(3_000)}`,
];

/** Over the 64 KiB body limit: the server must answer 413 and read nothing. */
const OVERSIZED = fc
  .constantFrom(66_000, 70_000)
  .map((size) => JSON.stringify({ pad: 'x'.repeat(size) }));

/**
 * The raw body of a POST: mostly the route's body schema with realistic values (so handlers
 * run), often with hostile fields, sometimes any JSON, text that is not JSON, or too much.
 * Undefined sends no body at all.
 */
export function bodyArbitrary(meta: RouteMeta, hints: Hints): fc.Arbitrary<string | undefined> {
  const schema = meta.body ? inputJsonSchema(meta.body) : { type: 'object' as const };
  const shaped = schemaArbitrary(schema, { hints, hostility: 'none' });
  const hostile = schemaArbitrary(schema, { hints, hostility: 'some' });
  const truncated = fc
    .tuple(shaped.map(toJsonText), fc.nat())
    .map(([text, cut]) => text.slice(0, cut % Math.max(text.length, 1)));
  return fc.oneof(
    { weight: 14, arbitrary: shaped.map(toJsonText) },
    { weight: 7, arbitrary: hostile.map(toJsonText) },
    { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 3, stringUnit: 'grapheme' }).map(toJsonText) },
    { weight: 1, arbitrary: fc.oneof(fc.constantFrom(...NOT_JSON), truncated, hostileString) },
    { weight: 1, arbitrary: fc.constant(undefined) },
    { weight: 1, arbitrary: OVERSIZED },
  );
}
