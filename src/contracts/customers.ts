import { z } from 'zod';

/**
 * One shopper as staff see them (GET /admin/customers), with what they ordered so far. An
 * admin reads everything; a seller reads contact details masked (`010•••••678`,
 * `mo•••@example.com`, the username too, as it is one of them) and no spend: they call a
 * customer about an order, from the order's page, which shows the phone in full.
 */
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
  /** The newest order's id: where a seller finds the phone to call, tied to that order. */
  latest_order_id: z.int().nullable(),
  /** EGP collected: the totals of their delivered orders. Admins only; null for a seller. */
  total_spent: z.number().nullable(),
  /** True when `username`, `phone` and `email` are masked for the caller's role. */
  masked: z.boolean(),
});
export type StaffCustomer = z.infer<typeof staffCustomerSchema>;

/** `?q=`: part of a name, username or phone (Arabic-Indic digits read as ASCII). */
export const staffCustomersQuerySchema = z.object({
  q: z.string().trim().max(60).optional(),
});
