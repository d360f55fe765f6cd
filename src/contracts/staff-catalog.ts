import { z } from 'zod';
import { toAsciiDigits } from '@/contracts/phone';
import { itemSchema, UNIT_CODES } from './catalog';
import { ROLES } from './account';
import { isWholePiastres, MIN_PRICE_EGP } from './egp-amount';
import { idSchema, optionalText, text } from './fields';
import { centsOf, MAX_PRICE_EGP, MAX_STOCK, oldPriceProblem } from './item-pricing';
import {
  MAX_ITEM_OPTIONS,
  MAX_OPTION_DELTA_EGP,
  MAX_WEIGHT_OPTION_KG,
  MAX_WEIGHT_OPTIONS,
  OPTION_GROUPS,
  staffItemOptionSchema,
} from './poultry-options';
import { stockAmountProblems } from './stock-units';
import { weightKg } from './weight-kg';

/*
 * The catalogue as staff edit it (api-contract.md, Version 2, "Catalogue and shop settings
 * for staff"): the server validates with these, the dashboard's forms check with the same.
 */

/** An item as staff see it: published or not, with both languages' texts. */
export const staffItemSchema = itemSchema.extend({
  slug: z.string(),
  name_en: z.string(),
  name_ar: z.string(),
  description_en: z.string(),
  description_ar: z.string(),
  is_published: z.boolean(),
  updated_at: z.iso.datetime(),
  options: z.array(staffItemOptionSchema),
});
export type StaffItem = z.infer<typeof staffItemSchema>;

/** One change of an item's price (GET /admin/items/{id}/prices), newest first. */
export const priceChangeSchema = z.object({
  price: z.number(),
  old_price: z.number().nullable(),
  discount: z.int().min(0).max(60),
  at: z.iso.datetime(),
  by: z.object({ id: z.int(), name: z.string(), role: z.enum(ROLES) }),
});
export type PriceChange = z.infer<typeof priceChangeSchema>;

/** `''` (an empty filter in a query string) means no filter. */
const emptyAsUndefined = z.literal('').transform(() => undefined);

/** GET /admin/items: words of a name or an id, a category, published or not. */
export const staffItemsQuerySchema = z.object({
  q: z.string().trim().max(80).optional(),
  category_id: idSchema.or(emptyAsUndefined).optional(),
  published: z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .or(emptyAsUndefined)
    .optional(),
});
export type StaffItemsQuery = z.input<typeof staffItemsQuerySchema>;

/**
 * A number typed as people type it on a phone: Arabic-Indic digits and the Arabic decimal
 * separator are read as digits and a point. A number is taken as it is; either way `number`
 * has the last word.
 */
export const typedNumber = (number: z.ZodNumber, pattern: RegExp, error: string) =>
  z
    // Any number gets past the union, so that `number` below words what is wrong with it.
    .union([z.number(), z.string().trim().max(20)])
    .transform((value, ctx) => {
      if (typeof value === 'number') return value;
      const ascii = toAsciiDigits(value).replace(/[٫,]/g, '.');
      if (pattern.test(ascii)) return Number(ascii);
      ctx.addIssue({ code: 'custom', message: error });
      return z.NEVER;
    })
    .pipe(number);

/**
 * Whole piastres (at most 2 decimals, refused rather than rounded), as typed or as a number.
 * Typed text may carry more decimals past the pattern, so that the reason is the piastres.
 */
const piastres = (number: z.ZodNumber) =>
  typedNumber(
    number.refine(isWholePiastres, { error: 'validation.piastres' }),
    /^\d+(\.\d+)?$/,
    'validation.invalid_price',
  );

/** EGP, whole piastres, at least one piastre (1e-9 was stored as 0.00 and sold for nothing). */
export const priceSchema = piastres(
  z.number().min(MIN_PRICE_EGP, { error: 'validation.min_price' }).max(MAX_PRICE_EGP),
);

/**
 * How much is on the shelf, in the item's sale unit: 0 or more, kg to the gram for an item sold
 * by the kg, whole pieces otherwise (stockAmountProblems, once the unit is known).
 */
export const stockSchema = typedNumber(
  z.number().min(0).max(MAX_STOCK),
  /^\d+(\.\d+)?$/,
  'validation.invalid_stock',
);

const MAX_PER_ORDER_REASON = 'validation.max_per_order_value';

/**
 * The most one order may take of the item, in its sale unit (pieces, or kg for an item sold
 * by the kg): above 0, whole pieces or whole grams as stockAmountProblems holds; `null` or
 * `''` (the form's empty field) is no limit. A wrong value gets the reason that says what to
 * type.
 */
const maxPerOrderSchema = z
  .union(
    [
      z.null(),
      z.literal('').transform(() => null),
      typedNumber(
        z
          .number()
          .positive({ error: MAX_PER_ORDER_REASON })
          .max(MAX_STOCK, { error: MAX_PER_ORDER_REASON }),
        /^\d+(\.\d+)?$/,
        MAX_PER_ORDER_REASON,
      ),
    ],
    { error: MAX_PER_ORDER_REASON },
  )
  .optional();

/** An old price to strike through; `null` or `''` removes it. */
const oldPriceSchema = z
  .union([priceSchema, z.literal('').transform(() => null), z.null()])
  .optional();

/**
 * An item's preparation choices as staff send them: the whole list, replacing the one it had.
 * An option with the `id` of one of the item's options keeps that id (orders name it).
 */
export const optionInputSchema = z.object({
  id: idSchema.optional(),
  group: z.enum(OPTION_GROUPS),
  name_en: text(60, 1),
  name_ar: text(60, 1),
  // A number was held to no piastres at all (0.015 was stored rounded), only typed text was.
  price_delta: piastres(z.number().min(0).max(MAX_OPTION_DELTA_EGP)),
});
export type OptionInput = z.input<typeof optionInputSchema>;

const optionsSchema = z.array(optionInputSchema).max(MAX_ITEM_OPTIONS);

/** kg per piece, whole grams from 1 g, each once; sorted smallest first by the server. */
const weightOptionsInputSchema = z
  .array(weightKg(MAX_WEIGHT_OPTION_KG))
  .max(MAX_WEIGHT_OPTIONS)
  .refine((list) => new Set(list).size === list.length, { error: 'validation.duplicate_weight' });

const itemFields = {
  name_en: text(120, 2),
  name_ar: text(120, 2),
  description_en: optionalText(2000),
  description_ar: optionalText(2000),
  category_id: idSchema,
  unit_code: z.enum(UNIT_CODES),
  price: priceSchema,
  old_price: oldPriceSchema,
  stock: stockSchema,
  is_published: z.boolean(),
  /** A live bird (slaughtered to order), as the shop marks it. */
  is_live: z.boolean(),
  options: optionsSchema,
  /** Only for a `kg` item: the weights a shopper may pick; empty sells it by the kg as before. */
  weight_options: weightOptionsInputSchema,
  max_per_order: maxPerOrderSchema,
};

/** The old price beside the price, when both are in the body: higher, at most 60 % off. */
function checkOldPrice(
  body: { price?: number; old_price?: number | null },
  ctx: z.core.$RefinementCtx,
): void {
  if (body.price === undefined || body.old_price === undefined || body.old_price === null) return;
  const problem = oldPriceProblem(centsOf(body.price), centsOf(body.old_price));
  if (problem) ctx.addIssue({ code: 'custom', path: ['old_price'], message: problem });
}

/** Weights only for an item sold by the kg. */
function checkWeights(
  body: { unit_code?: string; weight_options?: number[] },
  ctx: z.core.$RefinementCtx,
): void {
  if (body.weight_options?.length && body.unit_code !== undefined && body.unit_code !== 'kg') {
    ctx.addIssue({
      code: 'custom',
      path: ['weight_options'],
      message: 'validation.weights_kg_only',
    });
  }
}

/** Stock and most per order as the unit counts them, when the body names the unit. */
function checkStockAmounts(
  body: { unit_code?: string; stock?: number; max_per_order?: number | null },
  ctx: z.core.$RefinementCtx,
): void {
  if (body.unit_code === undefined) return;
  for (const [field, problem] of Object.entries(stockAmountProblems(body.unit_code, body))) {
    ctx.addIssue({ code: 'custom', path: [field], message: problem });
  }
}

/** POST /admin/items/new. */
export const itemCreateBodySchema = z
  .object({
    ...itemFields,
    is_published: itemFields.is_published.default(true),
    is_live: itemFields.is_live.default(false),
    options: itemFields.options.default([]),
    weight_options: itemFields.weight_options.default([]),
    max_per_order: itemFields.max_per_order.transform((value) => value ?? null),
  })
  .superRefine(checkOldPrice)
  .superRefine(checkWeights)
  .superRefine(checkStockAmounts);
export type ItemCreateBody = z.input<typeof itemCreateBodySchema>;
export type ItemCreateValues = z.output<typeof itemCreateBodySchema>;

/** POST /admin/items/{id}: one or more of the fields; a price change is kept in its history. */
export const itemUpdateBodySchema = z
  .object({
    name_en: itemFields.name_en.optional(),
    name_ar: itemFields.name_ar.optional(),
    description_en: text(2000, 0).optional(),
    description_ar: text(2000, 0).optional(),
    category_id: idSchema.optional(),
    unit_code: itemFields.unit_code.optional(),
    price: priceSchema.optional(),
    old_price: oldPriceSchema,
    stock: stockSchema.optional(),
    is_published: z.boolean().optional(),
    is_live: z.boolean().optional(),
    options: itemFields.options.optional(),
    weight_options: itemFields.weight_options.optional(),
    max_per_order: itemFields.max_per_order,
  })
  .superRefine(checkOldPrice)
  .superRefine(checkWeights)
  .superRefine(checkStockAmounts)
  .refine((body) => (Object.values(body) as unknown[]).some((value) => value !== undefined), {
    path: ['body'],
    error: 'validation.nothing_to_update',
  });
export type ItemUpdateBody = z.input<typeof itemUpdateBodySchema>;
export type ItemUpdateValues = z.output<typeof itemUpdateBodySchema>;
