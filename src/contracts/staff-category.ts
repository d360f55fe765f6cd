import { z } from 'zod';
import { text } from './fields';

/** The longest category name: a department's name fits on one line of the shop's menus. */
export const CATEGORY_NAME_MAX = 60;
/** Positions are small numbers a seller types; the largest leaves room to push one last. */
export const CATEGORY_SORT_MAX = 10_000;

/**
 * A category as staff see it (GET /admin/categories): both names, its position in the shop
 * (`sort_order`, smallest first), how many items it holds and how many of those are on sale.
 */
export const staffCategorySchema = z.object({
  id: z.int(),
  slug: z.string(),
  /** In the request's language, as the shop shows it. */
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  image: z.string(),
  sort_order: z.int(),
  /** Every item in it, published or not. */
  items_count: z.int(),
  published_count: z.int(),
});
export type StaffCategory = z.infer<typeof staffCategorySchema>;

/** The edit dialog: both names and the position, all filled in. */
export const categoryFormSchema = z.object({
  name_ar: text(CATEGORY_NAME_MAX),
  name_en: text(CATEGORY_NAME_MAX),
  sort_order: z.int().min(0).max(CATEGORY_SORT_MAX),
});
export type CategoryForm = z.input<typeof categoryFormSchema>;

/** POST /admin/categories/{id}: new names or position; at least one of them. */
export const categoryUpdateBodySchema = categoryFormSchema
  .partial()
  .refine(
    (body) =>
      body.name_ar !== undefined || body.name_en !== undefined || body.sort_order !== undefined,
    { path: ['body'], error: 'validation.nothing_to_update' },
  );
export type CategoryUpdateBody = z.input<typeof categoryUpdateBodySchema>;
