import { z } from 'zod';

export const MAX_CART_QTY = 999;

/**
 * A line of the cart. The real catalogue and the demo shops share one cart, so ids may be
 * numbers or numeric strings and other product fields are kept as they come.
 */
export const cartItemSchema = z.looseObject({
  id: z.union([z.number(), z.string().min(1)]),
  qty: z.number().int().min(1).max(MAX_CART_QTY),
  name: z.string(),
  price: z.number().nonnegative(),
  image: z.string().optional(),
  unit: z.string().optional(),
});

export type CartItem = z.infer<typeof cartItemSchema>;
