import { z } from 'zod';
import { idSchema, noDirectionControls, noMarkup } from './fields';
import { itemSortSchema } from './list';
import { itemOptionSchema, weightOptionsSchema } from './poultry-options';
import { SEARCH_MAX_LENGTH, SUGGEST_MAX_CATEGORIES, SUGGEST_MAX_ITEMS } from './search-limits';
import { UNIT_CODES } from './unit-codes';

export { UNIT_CODES, type UnitCode } from './unit-codes';

export const itemSchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  category_id: z.int(),
  category_name: z.string(),
  /** EGP, up to 2 decimals. */
  price: z.number(),
  old_price: z.number().nullable(),
  /** Percent off old_price, 0-60. */
  discount: z.int().min(0).max(60),
  /** Localised label of unit_code. */
  unit: z.string(),
  unit_code: z.enum(UNIT_CODES),
  image: z.string(),
  images: z.array(z.string()),
  rating: z.number().min(0).max(5),
  reviews_count: z.int(),
  /**
   * What is left, in the item's sale unit (ADR 0018): kg with up to 3 decimals for a `kg`
   * item, whole pieces (birds, trays, packs) otherwise.
   */
  stock: z.number().min(0),
  in_stock: z.boolean(),
  is_live: z.boolean(),
  views: z.int(),
  /** kg per piece a shopper may pick, for a `kg` item sold by weight; empty otherwise. */
  weight_options: weightOptionsSchema,
  /** Preparation choices, at most one per group (cut, skin, service...). */
  options: z.array(itemOptionSchema),
  /**
   * The most one order may take, in the item's sale unit (pieces, or kg for a `kg` item, up
   * to 3 decimals, a line sold by weight counting exactly the kg it holds); null: no limit of
   * its own.
   */
  max_per_order: z.number().positive().nullable(),
  /** Only when the call carried a valid token. */
  is_favorite: z.boolean().optional(),
});
export type Item = z.infer<typeof itemSchema>;

export const categorySchema = z.object({
  id: z.int(),
  /** The slug, for /product/search/{slug} links. */
  slug: z.string(),
  name: z.string(),
  image: z.string(),
  items_count: z.int(),
});
export type Category = z.infer<typeof categorySchema>;

export const bannerSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  link: z.string(),
});
export type Banner = z.infer<typeof bannerSchema>;

export const featureSchema = z.object({
  id: z.int(),
  title: z.string(),
  subtitle: z.string(),
  icon: z.string(),
});
export type Feature = z.infer<typeof featureSchema>;

/** What a shopper types, as search and suggestions both take it: they refuse the same terms. */
export const searchTermSchema = z
  .string()
  .trim()
  .max(SEARCH_MAX_LENGTH)
  .refine(noMarkup, { error: 'validation.no_markup' })
  .refine(noDirectionControls, { error: 'validation.direction_control' });

/** POST /items/search. An empty term with a category lists that category. */
export const searchBodySchema = z
  .object({
    search_criteria: searchTermSchema.nullish().transform((value) => value ?? ''),
    category_id: idSchema.nullish().transform((value) => value ?? undefined),
    sort: itemSortSchema.optional(),
    /**
     * Only the items with every word (a typo forgiven), not those with some: a category's page
     * asks this way for what else in the shop its name finds.
     */
    every_word: z.boolean().optional(),
  })
  .refine((body) => body.search_criteria !== '' || body.category_id !== undefined, {
    path: ['search_criteria'],
    error: 'validation.required',
  });
export type SearchBody = z.input<typeof searchBodySchema>;

/** GET /items/suggest?q=: what the header's search box offers while the shopper types. */
export const suggestQuerySchema = z.object({
  q: searchTermSchema.optional().transform((value) => value ?? ''),
});

export const itemSuggestionSchema = z.object({
  id: z.int(),
  name: z.string(),
  image: z.string(),
  /** EGP, up to 2 decimals. */
  price: z.number(),
  /** Localised label of the unit the price is for. */
  unit: z.string(),
});
export type ItemSuggestion = z.infer<typeof itemSuggestionSchema>;

export const categorySuggestionSchema = z.object({
  id: z.int(),
  /** For the /product/search/{slug} link the suggestion opens. */
  slug: z.string(),
  name: z.string(),
});
export type CategorySuggestion = z.infer<typeof categorySuggestionSchema>;

export const suggestionsSchema = z.object({
  items: z.array(itemSuggestionSchema).max(SUGGEST_MAX_ITEMS),
  categories: z.array(categorySuggestionSchema).max(SUGGEST_MAX_CATEGORIES),
  /** When the query finds nothing: the same query with its unknown words mended, or null. */
  did_you_mean: z.string().nullable(),
});
export type Suggestions = z.infer<typeof suggestionsSchema>;
