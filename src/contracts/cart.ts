import { isDemoShopSlug, type DemoShopSlug } from './demo/demo-shops';
import { gramsOf } from './line-pricing';
import { OPTION_GROUPS, type OptionGroup } from './option-groups';

export const MAX_CART_QTY = 999;

/**
 * A line of the cart. The real catalogue and the demo shops share one cart, so ids may be
 * numbers or numeric strings (a demo line also names its shop) and other product fields are
 * kept as they come.
 */
export interface CartItem {
  id: number | string;
  qty: number;
  name: string;
  price: number;
  image?: string;
  unit?: string;
  /**
   * Set on a demo shop's sample product: a different product from a real one with that id
   * (what that means for the cart and checkout: cart-demo-lines.ts).
   */
  shop?: DemoShopSlug;
  /** kg per piece, one of the item's weight_options, for an item sold by weight. */
  weight?: number;
  /** The preparation choices picked (at most one per group), with their deltas for the estimate. */
  options?: CartOption[];
  [field: string]: unknown;
}

/** A chosen option as the cart keeps it: enough to show it and to estimate the line. */
export interface CartOption {
  id: number;
  group: OptionGroup;
  name: string;
  /** EGP added to the unit price (per kg for an item sold by weight). */
  price_delta: number;
}

const isOptionalString = (value: unknown): boolean =>
  value === undefined || typeof value === 'string';

const isWeight = (value: unknown): boolean =>
  value === undefined || (typeof value === 'number' && Number.isFinite(value) && value > 0);

function isCartOption(value: unknown): value is CartOption {
  if (typeof value !== 'object' || value === null) return false;
  const { id, group, name, price_delta } = value as Record<string, unknown>;
  return (
    typeof id === 'number' &&
    Number.isSafeInteger(id) &&
    (OPTION_GROUPS as readonly unknown[]).includes(group) &&
    typeof name === 'string' &&
    typeof price_delta === 'number' &&
    Number.isFinite(price_delta)
  );
}

const isOptionList = (value: unknown): boolean =>
  value === undefined || (Array.isArray(value) && value.every(isCartOption));

/**
 * Whether a value read back from localStorage is a cart line. A guard rather than a zod
 * schema: the cart lives only in the browser and is read on every page's first load, where
 * zod would cost about 27 kB gzip (docs/adr/0006-performance.md).
 */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, qty, name, price, image, unit, shop, weight, options } = value as Record<
    string,
    unknown
  >;
  return (
    ((typeof id === 'number' && Number.isFinite(id)) ||
      (typeof id === 'string' && id.length > 0)) &&
    typeof qty === 'number' &&
    Number.isSafeInteger(qty) &&
    qty >= 1 &&
    qty <= MAX_CART_QTY &&
    typeof name === 'string' &&
    typeof price === 'number' &&
    Number.isFinite(price) &&
    price >= 0 &&
    isOptionalString(image) &&
    isOptionalString(unit) &&
    (shop === undefined || isDemoShopSlug(shop)) &&
    isWeight(weight) &&
    isOptionList(options)
  );
}

/**
 * A line's identity in lists, React keys and the cart's own bookkeeping: a demo product is
 * told apart by its shop, and the same item with another weight or other preparation choices
 * is another line (api-contract.md, "Poultry ordering").
 */
export function cartLineKey(line: Pick<CartItem, 'id' | 'shop' | 'weight' | 'options'>): string {
  const item = line.shop ? `${line.shop}:${String(line.id)}` : String(line.id);
  const weight = line.weight === undefined ? '' : `@${gramsOf(line.weight)}g`;
  const options = (line.options ?? []).map((option) => option.id).sort((a, b) => a - b);
  return `${item}${weight}${options.length > 0 ? `+${options.join('.')}` : ''}`;
}
