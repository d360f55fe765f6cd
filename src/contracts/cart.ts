import { z } from 'zod';
import { DEMO_SHOP_SLUGS } from './demo/demo-shops';

export const MAX_CART_QTY = 999;

/**
 * A line of the cart. The real catalogue and the demo shops share one cart, so ids may be
 * numbers or numeric strings (a demo line also names its shop) and other product fields are
 * kept as they come.
 */
export const cartItemSchema = z.looseObject({
  id: z.union([z.number(), z.string().min(1)]),
  qty: z.number().int().min(1).max(MAX_CART_QTY),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string().optional(),
  unit: z.string().optional(),
  /** Set on a demo shop's sample product: a different product from a real one with that id. */
  shop: z.enum(DEMO_SHOP_SLUGS).optional(),
});

export type CartItem = z.infer<typeof cartItemSchema>;

/** A line's identity in lists and React keys: a demo product is told apart by its shop. */
export function cartLineKey(line: Pick<CartItem, 'id' | 'shop'>): string {
  return line.shop ? `${line.shop}:${String(line.id)}` : String(line.id);
}
