import fc from 'fast-check';
import { z } from 'zod';
import { hostileObject, type Hostility } from './hostile';
import { sprinkled, textString } from './strings';

type JsonSchema = z.core.JSONSchema.JSONSchema;

/** Field name → realistic values (ids that exist, phones that parse...), see hints.ts. */
export type Hints = Readonly<Record<string, fc.Arbitrary<unknown>>>;

export interface SchemaOptions {
  hints: Hints;
  /** Whether objects on the way down get hostile fields (hostile.ts), or stay schema-shaped. */
  hostility: Hostility;
}

/**
 * The keywords this converter understands. A contract that uses another one (a `$ref`, an
 * `allOf`, a `patternProperties`...) fails the property test at once, instead of being
 * fuzzed with values that ignore the keyword.
 */
const KNOWN_KEYWORDS = new Set(
  [
    '$schema type description default const enum anyOf oneOf not',
    'properties required additionalProperties items minItems maxItems',
    'minLength maxLength pattern format minimum maximum exclusiveMinimum exclusiveMaximum',
  ]
    .join(' ')
    .split(' '),
);

/** A route's zod schema as the JSON Schema of what a client sends (its input side). */
export function inputJsonSchema(schema: z.ZodType): JsonSchema {
  return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' });
}

/** `{ not: {} }`: zod's z.never(), a field a valid request must leave out. */
function isNever(schema: z.core.JSONSchema._JSONSchema): boolean {
  return typeof schema === 'object' && schema.not !== undefined && Object.keys(schema).length === 1;
}

function asSchema(schema: z.core.JSONSchema._JSONSchema, at: string): JsonSchema {
  if (schema === true) return {};
  if (schema === false || Array.isArray(schema)) throw new Error(`${at}: unsupported schema`);
  return schema;
}

/** Small integers most of the time (they are what ids and quantities look like), any else. */
function numberArbitrary(schema: JsonSchema, integer: boolean): fc.Arbitrary<number> {
  const min =
    typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum + 1 : schema.minimum;
  const max =
    typeof schema.exclusiveMaximum === 'number' ? schema.exclusiveMaximum - 1 : schema.maximum;
  // Whole numbers within the bounds, which need not be whole themselves (a weight: 0.001 kg).
  const bounded = fc.integer({
    min: Math.max(Math.ceil(min ?? -1000), Number.MIN_SAFE_INTEGER),
    max: Math.min(Math.floor(max ?? 1000), Number.MAX_SAFE_INTEGER),
  });
  if (integer) return bounded;
  // Amounts and weights as people type them (whole piastres, whole grams), which the
  // contracts take, beside any double, which they mostly refuse.
  const cents = fc
    .integer({
      min: Math.max(Math.ceil((min ?? -1000) * 100), Number.MIN_SAFE_INTEGER),
      max: Math.min(Math.floor((max ?? 1000) * 100), Number.MAX_SAFE_INTEGER),
    })
    .map((value) => value / 100);
  return fc.oneof(
    { weight: 2, arbitrary: bounded },
    { weight: 2, arbitrary: cents },
    { weight: 1, arbitrary: fc.double({ min, max, noNaN: true, noDefaultInfinity: true }) },
  );
}

function stringArbitrary(schema: JsonSchema): fc.Arbitrary<unknown> {
  if (schema.pattern !== undefined) return fc.stringMatching(new RegExp(schema.pattern));
  if (schema.format === 'email') return fc.emailAddress();
  if (schema.format === 'date-time')
    return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
  if (schema.format !== undefined) throw new Error(`unsupported string format ${schema.format}`);
  const text = textString({ minLength: schema.minLength ?? 0, maxLength: schema.maxLength ?? 200 });
  return fc.oneof({ weight: 7, arbitrary: text }, { weight: 1, arbitrary: sprinkled(text) });
}

function objectArbitrary(schema: JsonSchema, options: SchemaOptions, at: string) {
  const required = new Set(schema.required ?? []);
  const model: Record<string, fc.Arbitrary<unknown>> = {};
  for (const [key, property] of Object.entries(schema.properties ?? {})) {
    if (isNever(property)) continue;
    const fromSchema = schemaArbitrary(asSchema(property, `${at}.${key}`), options, `${at}.${key}`);
    const hint = options.hints[key];
    model[key] = hint
      ? fc.oneof(
          { weight: 6, arbitrary: hint },
          { weight: 1, arbitrary: sprinkled(hint) },
          { weight: 1, arbitrary: fromSchema },
        )
      : fromSchema;
  }
  const requiredKeys = Object.keys(model).filter((key) => required.has(key));
  const shaped = fc.record(model, { requiredKeys });
  return options.hostility === 'none'
    ? shaped
    : hostileObject(shaped, Object.keys(schema.properties ?? {}));
}

function arrayArbitrary(schema: JsonSchema, options: SchemaOptions, at: string) {
  if (schema.items === undefined || Array.isArray(schema.items)) throw new Error(`${at}: tuple`);
  const item = schemaArbitrary(asSchema(schema.items, `${at}[]`), options, `${at}[]`);
  const minLength = schema.minItems ?? 0;
  // Long arrays cost time and say little more; one past the maximum is worth a try.
  const shaped = fc.array(item, {
    minLength,
    maxLength: Math.min(schema.maxItems ?? 8, minLength + 4),
  });
  if (schema.maxItems === undefined || options.hostility === 'none') return shaped;
  const tooMany = fc.array(item, {
    minLength: schema.maxItems + 1,
    maxLength: schema.maxItems + 1,
  });
  return fc.oneof({ weight: 19, arbitrary: shaped }, { weight: 1, arbitrary: tooMany });
}

/**
 * Values of a JSON Schema (the subset z.toJSONSchema writes for the contracts). Throws for
 * anything outside that subset, so no route is silently fuzzed with meaningless values.
 */
export function schemaArbitrary(
  schema: JsonSchema,
  options: SchemaOptions,
  at = 'body',
): fc.Arbitrary<unknown> {
  const unknownKeyword = Object.keys(schema).find((key) => !KNOWN_KEYWORDS.has(key));
  if (unknownKeyword)
    throw new Error(`${at}: JSON Schema keyword ${unknownKeyword} is not supported`);
  const alternatives = schema.anyOf ?? schema.oneOf;
  if (alternatives)
    return fc.oneof(...alternatives.map((alt, i) => schemaArbitrary(alt, options, `${at}|${i}`)));
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  if (Array.isArray(schema.type)) throw new Error(`${at}: a list of types`);
  switch (schema.type) {
    case 'object':
      return objectArbitrary(schema, options, at);
    case 'array':
      return arrayArbitrary(schema, options, at);
    case 'string':
      return stringArbitrary(schema);
    case 'integer':
      return numberArbitrary(schema, true);
    case 'number':
      return numberArbitrary(schema, false);
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case undefined:
      if (schema.not !== undefined) throw new Error(`${at}: 'not' outside an object's properties`);
      // z.any(), or what `unrepresentable: 'any'` made of a transform: anything goes.
      return fc.jsonValue({ maxDepth: 2 });
    default:
      throw new Error(`${at}: JSON Schema type ${String(schema.type)} is not supported`);
  }
}
