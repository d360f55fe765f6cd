import fc from 'fast-check';
import type { RouteMeta } from '@/server/http/route-types';
import { asText, encodeComponent } from './encoding';
import { pathIdValue, type ShopFacts } from './hints';
import { inputJsonSchema, schemaArbitrary } from './json-schema';
import { shortHostileString } from './strings';

/** Segments that name nothing, or try to climb out of the route. */
const HOSTILE_SEGMENTS: readonly string[] = [
  '0',
  '-1',
  '1e30',
  '1.5',
  '0x1F',
  '2147483647',
  '2147483648',
  '9999999999',
  '99999999999999999999',
  '9007199254740993',
  '١٢',
  '../',
  '..',
  '.',
  '/',
  'list',
  'new',
  'delete',
  '',
  ' ',
];

/** Already-encoded bytes sent as they are: invalid UTF-8, a NUL, lone or broken escapes. */
const RAW_SEGMENTS: readonly string[] = [
  '%FF',
  '%C0%AF',
  '%00',
  '%',
  '%2',
  '%ZZ',
  '%E2%80%AE',
  '%2e%2e',
  '..',
];

/** One path parameter, URL-encoded: mostly an existing id, else anything. */
function segment(
  ids: fc.Arbitrary<unknown>,
  fromSchema: fc.Arbitrary<unknown>,
): fc.Arbitrary<string> {
  return fc.oneof(
    { weight: 6, arbitrary: ids.map((value) => encodeComponent(asText(value))) },
    { weight: 1, arbitrary: fromSchema.map((value) => encodeComponent(asText(value))) },
    { weight: 2, arbitrary: fc.constantFrom(...HOSTILE_SEGMENTS).map(encodeComponent) },
    { weight: 2, arbitrary: shortHostileString.map(encodeComponent) },
    { weight: 1, arbitrary: fc.constantFrom(...RAW_SEGMENTS) },
  );
}

/**
 * The route's path with every `:name` filled in. A parameter the route's `params` schema does
 * not describe is an error: the generator must know every input of every route.
 */
export function pathArbitrary(meta: RouteMeta, facts: ShopFacts): fc.Arbitrary<string> {
  const parts = meta.path.split('/');
  const names = parts.filter((part) => part.startsWith(':')).map((part) => part.slice(1));
  if (names.length === 0) return fc.constant(meta.path);
  if (!meta.params) throw new Error(`${meta.path}: path parameters without a params schema`);
  const properties = inputJsonSchema(meta.params).properties ?? {};
  const segments = names.map((name) => {
    const property = properties[name];
    if (property === undefined || typeof property === 'boolean') {
      throw new Error(`${meta.path}: the params schema does not describe :${name}`);
    }
    return segment(
      pathIdValue(facts, meta.path),
      schemaArbitrary(property, { hints: {}, hostility: 'none' }, name),
    );
  });
  return fc.tuple(...segments).map((values) => {
    const queue = [...values];
    return parts.map((part) => (part.startsWith(':') ? (queue.shift() ?? '') : part)).join('/');
  });
}
