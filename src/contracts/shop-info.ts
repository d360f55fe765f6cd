import { z } from 'zod';

export const branchSchema = z.object({
  id: z.int(),
  name: z.string(),
  address: z.string(),
  phone: z.string(),
  hours: z.string(),
  lat: z.number(),
  lng: z.number(),
});
export type Branch = z.infer<typeof branchSchema>;

/** One delivery zone: GET /app_settings/delivery_charges. */
export const deliveryChargeSchema = z.object({
  id: z.int(),
  area: z.string(),
  /** EGP */
  fee: z.number(),
  /** The smallest subtotal (EGP) the zone accepts; 0 for none. */
  min_order: z.number(),
  eta: z.string(),
});
export type DeliveryCharge = z.infer<typeof deliveryChargeSchema>;
