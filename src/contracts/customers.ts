import { z } from 'zod';

/** One shopper as staff see them (GET /admin/customers), with what they ordered so far. */
export const staffCustomerSchema = z.object({
  id: z.int(),
  name: z.string(),
  username: z.string(),
  phone: z.string(),
  email: z.string().nullable(),
  created_at: z.iso.datetime(),
  /** Every order placed, cancelled ones included. */
  orders_count: z.int(),
  last_order_at: z.iso.datetime().nullable(),
  /** EGP collected: the totals of their delivered orders. */
  total_spent: z.number(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/** `?q=`: part of a name, username or phone (Arabic-Indic digits read as ASCII). */
export const staffCustomersQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
});
