import { z } from 'zod';
import { idSchema, optionalText, phoneSchema, text } from './fields';

export const addressSchema = z.object({
  id: z.int(),
  label: z.string(),
  recipient: z.string(),
  phone: z.string(),
  /** A DeliveryCharge id. */
  zone_id: z.int(),
  city: z.string(),
  street: z.string(),
  building: z.string(),
  floor: z.string(),
  apartment: z.string(),
  landmark: z.string(),
  notes: z.string(),
  is_default: z.boolean(),
});
export type Address = z.infer<typeof addressSchema>;

export { MAX_ADDRESSES } from './address-limits';

/** The fields a shopper fills in, Egyptian style: recipient, mobile, zone, city, street... */
export const addressFieldsSchema = z.object({
  label: optionalText(40),
  recipient: text(80, 2),
  phone: phoneSchema,
  zone_id: idSchema,
  city: text(60),
  street: text(120),
  building: optionalText(40),
  floor: optionalText(20),
  apartment: optionalText(20),
  landmark: optionalText(120),
  notes: optionalText(300),
  is_default: z.boolean().optional(),
});
export type AddressFields = z.input<typeof addressFieldsSchema>;

export const addressUpdateSchema = addressFieldsSchema.extend({ id: idSchema });
export type AddressUpdate = z.input<typeof addressUpdateSchema>;
