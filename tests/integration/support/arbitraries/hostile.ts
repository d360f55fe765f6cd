import fc from 'fast-check';
import { hostileString } from './strings';

/** 'none': schema-shaped values only; 'some': objects may get hostile fields (below). */
export type Hostility = 'none' | 'some';

/**
 * A number as JSON text can write it but JSON.stringify cannot (1e400 parses to Infinity),
 * marked so that `toJsonText` writes it unquoted.
 */
const RAW_PREFIX = '\u0001raw:';
const RAW_SUFFIX = '\u0001';
const rawNumber = (text: string) => `${RAW_PREFIX}${text}${RAW_SUFFIX}`;

const HOSTILE_NUMBERS: readonly unknown[] = [
  0,
  -1,
  -0.5,
  0.5,
  1.5,
  1e-7,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  Number.MAX_SAFE_INTEGER,
  2 ** 53 + 2,
  1e21,
  1e30,
  -1e30,
  Number.MAX_VALUE,
  Number.MIN_VALUE,
  rawNumber('1e400'),
  rawNumber('-1e400'),
  rawNumber('123456789012345678901234567890'),
  rawNumber('1.0'),
  rawNumber('1e1'),
  rawNumber('-0'),
];

/** An own property even for `__proto__` (a plain assignment would set the prototype). */
export function withKey(target: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(target, key, {
    value,
    enumerable: true,
    writable: true,
    configurable: true,
  });
  return target;
}

const hostileKey = fc.constantFrom(
  '__proto__',
  'constructor',
  'prototype',
  'role',
  'id',
  'user_id',
  'price',
  'total',
);

/** Anything a client could put where the contract expects a value. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...HOSTILE_NUMBERS) },
  { weight: 3, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.jsonValue({ maxDepth: 2, stringUnit: 'grapheme' }) },
  { weight: 1, arbitrary: fc.constantFrom(null, true, false, [], {}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(hostileKey, fc.jsonValue({ maxDepth: 1 }))
      .map(([key, value]) => withKey({}, key, value)),
  },
);

type Mutation =
  | { kind: 'replace'; key: string; value: unknown }
  | { kind: 'drop'; key: string }
  | { kind: 'add'; key: string; value: unknown };

function mutation(keys: readonly string[]): fc.Arbitrary<Mutation> {
  const known = keys.length > 0 ? fc.constantFrom(...keys) : hostileKey;
  return fc.oneof(
    {
      weight: 3,
      arbitrary: fc.record({
        kind: fc.constant('replace' as const),
        key: known,
        value: hostileValue,
      }),
    },
    { weight: 2, arbitrary: fc.record({ kind: fc.constant('drop' as const), key: known }) },
    {
      weight: 1,
      arbitrary: fc.record({
        kind: fc.constant('add' as const),
        key: fc.oneof(hostileKey, fc.string({ maxLength: 12 })),
        value: hostileValue,
      }),
    },
  );
}

function applyMutations(base: unknown, mutations: readonly Mutation[]): unknown {
  if (typeof base !== 'object' || base === null || Array.isArray(base)) return base;
  let entries = Object.entries(base);
  for (const change of mutations) {
    entries = entries.filter(([key]) => key !== change.key);
    if (change.kind !== 'drop') entries.push([change.key, change.value]);
  }
  return entries.reduce<Record<string, unknown>>(
    (result, [key, value]) => withKey(result, key, value),
    {},
  );
}

/**
 * A schema-shaped object with, half of the time, one to three fields replaced by hostile
 * values, dropped, or added (a role, a price, `__proto__`): mostly right, subtly wrong.
 */
export function hostileObject(shaped: fc.Arbitrary<unknown>, keys: readonly string[]) {
  const mutations = fc.oneof(
    fc.constant([]),
    fc.array(mutation(keys), { minLength: 1, maxLength: 3 }),
  );
  return fc.tuple(shaped, mutations).map(([base, changes]) => applyMutations(base, changes));
}

/** JSON text of a value, with the raw numbers above written as numbers. */
export function toJsonText(value: unknown): string {
  const text = value === undefined ? 'null' : JSON.stringify(value);
  // JSON.stringify escapes U+0001 as \u0001 in the text.
  return text.replace(/"\\u0001raw:([^"\\]*)\\u0001"/g, '$1');
}
