import type {
  ItemCreateBody,
  ItemCreateValues,
  ItemUpdateValues,
  StaffItem,
} from '@/contracts/staff-catalog';

/** What the product form holds: numbers as typed (strings), checked by the shared contract. */
export type ProductFormInput = ItemCreateBody;

/** Every field the form shows; the backend's reasons for these land on them. */
export const PRODUCT_FIELDS = [
  'name_ar',
  'name_en',
  'category_id',
  'unit_code',
  'price',
  'old_price',
  'stock',
  'max_per_order',
  'description_ar',
  'description_en',
  'is_published',
  'is_live',
  'options',
  'weight_options',
] as const satisfies readonly (keyof ProductFormInput)[];

export type ProductField = (typeof PRODUCT_FIELDS)[number];

/** As the contract bounds them (poultry-options.ts): kept here so zod stays out of the page. */
export const MAX_OPTIONS = 12;
export const MAX_WEIGHTS = 8;
export const MAX_WEIGHT_KG = 25;

/** The inputs of one preparation choice, and its id (no input: its row shows that reason). */
const OPTION_FIELDS = ['group', 'name_en', 'name_ar', 'price_delta', 'id'] as const;

/**
 * Every field a refusal may name: the product's own, each choice's (`options.2.name_ar`) and
 * each weight (`weight_options.1`), as the server words a nested zod issue. Listed to the
 * contract's bounds, so a reason about any row the form can hold lands on that row.
 */
export const SERVER_FIELDS = [
  ...PRODUCT_FIELDS,
  ...Array.from({ length: MAX_OPTIONS }, (_, index) =>
    OPTION_FIELDS.map((field) => `options.${index}.${field}` as const),
  ).flat(),
  ...Array.from({ length: MAX_WEIGHTS }, (_, index) => `weight_options.${index}` as const),
];

/** The form's values for a product, or for a new one (sold by the kilo, published). */
export function formValuesOf(item?: StaffItem): ProductFormInput {
  return {
    name_ar: item?.name_ar ?? '',
    name_en: item?.name_en ?? '',
    category_id: item ? String(item.category_id) : '',
    unit_code: item?.unit_code ?? 'kg',
    price: item ? String(item.price) : '',
    old_price: item?.old_price == null ? '' : String(item.old_price),
    stock: item ? String(item.stock) : '',
    // Empty is no limit (the contract reads '' as null).
    max_per_order: item?.max_per_order == null ? '' : String(item.max_per_order),
    description_ar: item?.description_ar ?? '',
    description_en: item?.description_en ?? '',
    is_published: item?.is_published ?? true,
    is_live: item?.is_live ?? false,
    options: (item?.options ?? []).map((option) => ({
      id: option.id,
      group: option.group,
      name_en: option.name_en,
      name_ar: option.name_ar,
      price_delta: String(option.price_delta),
    })),
    weight_options: item?.weight_options ?? [],
  };
}

/**
 * The fields the seller touched, as the contract output them: an edit sends only those, so
 * a price lowered with the old price left alone lets the server strike through the price
 * before (pricesAfterEdit).
 */
export function touchedFields(
  values: ItemCreateValues,
  dirty: Partial<Record<ProductField, unknown>>,
): ItemUpdateValues {
  const changed: Record<string, unknown> = {};
  for (const field of PRODUCT_FIELDS) if (touched(dirty[field])) changed[field] = values[field];
  return changed;
}

/**
 * Whether react-hook-form marks a field dirty: `true`, or for a list (the options, the
 * weights) any of its entries or their fields; a list put back as it was is not sent.
 */
function touched(mark: unknown): boolean {
  if (Array.isArray(mark)) return mark.some(touched);
  if (typeof mark === 'object' && mark !== null) return Object.values(mark).some(touched);
  return mark === true;
}
