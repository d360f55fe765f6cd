import { isDemoShopSlug, type DemoShopSlug } from './demo/demo-shops';

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
  /** Set on a demo shop's sample product: a different product from a real one with that id. */
  shop?: DemoShopSlug;
  [field: string]: unknown;
}

const isOptionalString = (value: unknown): boolean =>
  value === undefined || typeof value === 'string';

/**
 * Whether a value read back from localStorage is a cart line. A guard rather than a zod
 * schema: the cart lives only in the browser and is read on every page's first load, where
 * zod would cost about 27 kB gzip (docs/adr/0006-performance.md).
 */
export function isCartItem(value: unknown): value is CartItem {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const { id, qty, name, price, image, unit, shop } = value as Record<string, unknown>;
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
    (shop === undefined || isDemoShopSlug(shop))
  );
}

/** A line's identity in lists and React keys: a demo product is told apart by its shop. */
export function cartLineKey(line: Pick<CartItem, 'id' | 'shop'>): string {
  return line.shop ? `${line.shop}:${String(line.id)}` : String(line.id);
}
