import { z } from 'zod';
import { ITEM_SORTS, MAX_LIST_LIMIT, WHOLE_NUMBER } from './list-limits';

export { DEFAULT_LIST_LIMIT, ITEM_SORTS, MAX_LIST_LIMIT, type ItemSort } from './list-limits';

export const pageSchema = z
  .string()
  .trim()
  .regex(WHOLE_NUMBER, { error: 'validation.not_integer' })
  .transform(Number)
  .pipe(z.int().min(1));

/** A limit above the cap is lowered to it (the contract: "the server caps limit"). */
export const limitSchema = z
  .string()
  .trim()
  .regex(WHOLE_NUMBER, { error: 'validation.not_integer' })
  .transform(Number)
  .pipe(z.int().min(1))
  .transform((value) => Math.min(value, MAX_LIST_LIMIT));

export const itemSortSchema = z.enum(ITEM_SORTS);
