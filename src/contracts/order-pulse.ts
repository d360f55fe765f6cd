import { z } from 'zod';

/**
 * GET /admin/orders/pulse: what an open dashboard asks every second or so to notice a new order
 * without reloading the queue (issue 40). Three numbers, so the answer stays a few bytes.
 */
export const orderPulseQuerySchema = z.object({
  /** The newest order this browser has seen: `new` counts the orders after it. */
  after: z.coerce.number().int().min(0).max(2_147_483_647).optional(),
});

export const orderPulseSchema = z.object({
  /** The newest order's id; 0 while the shop has none. */
  latest_id: z.int().min(0),
  /** Orders still Pending (not yet taken on by the shop). */
  pending: z.int().min(0),
  /** Orders placed after `after` (0 without it). */
  new: z.int().min(0),
});
export type OrderPulse = z.infer<typeof orderPulseSchema>;
