import { z } from 'zod';

/** Lists: `limit` from a header or the query (capped at 10000), `page` is 1-based. */
export const MAX_LIST_LIMIT = 10_000;
export const DEFAULT_LIST_LIMIT = 20;

export const ITEM_SORTS = [
  'relevance',
  'price_asc',
  'price_desc',
  'most_viewed',
  'newest',
] as const;
export type ItemSort = (typeof ITEM_SORTS)[number];

export const pageSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { error: 'validation.not_integer' })
  .transform(Number)
  .pipe(z.int().min(1));

/** A limit above the cap is lowered to it (the contract: "the server caps limit"). */
export const limitSchema = z
  .string()
  .trim()
  .regex(/^\d{1,9}$/, { error: 'validation.not_integer' })
  .transform(Number)
  .pipe(z.int().min(1))
  .transform((value) => Math.min(value, MAX_LIST_LIMIT));

export const itemSortSchema = z.enum(ITEM_SORTS);
