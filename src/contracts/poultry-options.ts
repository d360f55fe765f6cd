import { z } from 'zod';
import { OPTION_GROUPS } from './option-groups';

export { OPTION_GROUPS, type OptionGroup } from './option-groups';

/*
 * Preparation choices and weights of an item (api-contract.md, Version 2, "Poultry
 * ordering"). A shopper picks at most one option of each group; the groups are fixed so the
 * storefront can name them in both languages and order them the same way everywhere.
 */

/** The most options one item may offer, and the most weights. */
export const MAX_ITEM_OPTIONS = 12;
export const MAX_WEIGHT_OPTIONS = 8;
/** The largest price delta of one option, EGP (a stuffing or a service, never a bird). */
export const MAX_OPTION_DELTA_EGP = 1_000;
/** The largest weight a shopper may pick for one piece, kg. */
export const MAX_WEIGHT_OPTION_KG = 25;

/** One preparation choice as shoppers see it: `name` in the caller's language. */
export const itemOptionSchema = z.object({
  id: z.int(),
  group: z.enum(OPTION_GROUPS),
  name: z.string(),
  /** EGP added to the unit price (per kg for a `kg` item); 0 for a free choice. */
  price_delta: z.number(),
});
export type ItemOption = z.infer<typeof itemOptionSchema>;

/** An option as staff see it, with both languages' names. */
export const staffItemOptionSchema = itemOptionSchema.extend({
  name_en: z.string(),
  name_ar: z.string(),
});
export type StaffItemOption = z.infer<typeof staffItemOptionSchema>;

/** The weights (kg per piece) a shopper may pick for a `kg` item, smallest first. */
export const weightOptionsSchema = z.array(z.number());

/** An order line's chosen option, as kept with the order (names as they were then). */
export const lineOptionSchema = z.object({
  id: z.int(),
  group: z.enum(OPTION_GROUPS),
  name: z.string(),
  price_delta: z.number(),
});
export type LineOption = z.infer<typeof lineOptionSchema>;
