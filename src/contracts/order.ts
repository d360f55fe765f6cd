import { z } from 'zod';
import { ROLES } from './account';
import { MAX_CART_QTY } from './cart';
import { addressSchema } from './address';
import { complaintSchema } from './complaints';
import { UNIT_CODES } from './catalog';
import { orderSlotSchema } from './delivery-slots';
import { ownReviewSchema } from './reviews';
import { idSchema, optionalText } from './fields';
import { MAX_WEIGHED_KG } from './line-pricing';
import { lineOptionSchema, MAX_ITEM_OPTIONS, MAX_WEIGHT_OPTION_KG } from './poultry-options';
import { MAX_ORDER_LINES, ORDER_STATUSES, PAYMENT_METHODS } from './order-constants';
import { weightKg } from './weight-kg';

export * from './order-constants';

export const orderLineSchema = z.object({
  /** The line's own id: the same item with other choices is another line. */
  id: z.int(),
  item_id: z.int(),
  name: z.string(),
  image: z.string(),
  unit: z.string(),
  unit_code: z.enum(UNIT_CODES),
  price: z.number(),
  qty: z.int(),
  /** The line's total: final once weighed, the estimate until then. */
  line_total: z.number(),
  /** kg per piece the shopper picked (one of the item's weight_options); null by the piece. */
  weight: z.number().nullable(),
  /** kg the shop weighed for the whole line; null until it has. */
  weighed_weight: z.number().nullable(),
  /** The preparation choices, with their names and deltas as they were when ordered. */
  options: z.array(lineOptionSchema),
  /** `price` with the options' deltas: per kg for a line sold by weight. */
  unit_price: z.number(),
  /** The total as ordered (price × weight × qty for a line sold by weight). */
  estimated_total: z.number(),
  /** True while a line sold by weight waits to be weighed. */
  estimated: z.boolean(),
});
export type OrderLine = z.infer<typeof orderLineSchema>;

/** The address as it was when the order was placed, with its zone's name. */
export const orderAddressSchema = addressSchema.extend({ area: z.string() });

/** Who moved an order: its customer, a seller or an admin; `staff` for moves kept before roles were. */
export const HISTORY_ROLES = [...ROLES, 'staff'] as const;
export type HistoryRole = (typeof HISTORY_ROLES)[number];

/** One move of the order's workflow (api-contract.md, Version 2), oldest first. */
export const orderHistoryEntrySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  at: z.iso.datetime(),
  by_role: z.enum(HISTORY_ROLES),
  note: z.string(),
});
export type OrderHistoryEntry = z.infer<typeof orderHistoryEntrySchema>;

export const orderSchema = z.object({
  id: z.int(),
  number: z.string(),
  status: z.enum(ORDER_STATUSES),
  created_at: z.iso.datetime(),
  items: z.array(orderLineSchema),
  subtotal: z.number(),
  delivery_charge: z.number(),
  /**
   * The shopper's credit (an accepted complaint's remedy) taken off this order: at most
   * subtotal + delivery, so the total is never negative. 0 when none was used.
   */
  credit: z.number(),
  /** Cash the driver hands back at this delivery (cash refunds owed to the shopper); 0 for none. */
  cash_back: z.number(),
  /** subtotal + delivery_charge − credit. */
  total: z.number(),
  payment_method: z.enum(PAYMENT_METHODS),
  address: orderAddressSchema,
  notes: z.string(),
  /** The delivery round, when the zone delivers in rounds. */
  slot: orderSlotSchema.nullable(),
  /** True while any line sold by weight waits to be weighed: the total is an estimate. */
  estimated: z.boolean(),
  /** The total as ordered, before any weighing. */
  estimated_total: z.number(),
  /** One order's answers (details, add, cancel, status moves); lists leave it out. */
  history: z.array(orderHistoryEntrySchema).optional(),
  /** Whether the caller may cancel it now: its customer while Pending, staff until it leaves. */
  can_cancel: z.boolean().optional(),
  /**
   * The shopper's own order while it is out for delivery on a driver's round: who brings it
   * (first name, phone to call) and how many stops the round has before it. Left out elsewhere.
   */
  driver: z.object({ first_name: z.string(), phone: z.string() }).optional(),
  stop: z.object({ position: z.int(), of: z.int() }).optional(),
  /** One order's answers: when it was delivered (null before). */
  delivered_at: z.iso.datetime().nullable().optional(),
  /** One order's answers: until when its lines may be complained about; null when they may not. */
  complaint_until: z.iso.datetime().nullable().optional(),
  /** One order's answers, its shopper's: their reviews of its products. */
  reviews: z.array(ownReviewSchema).optional(),
  /** One order's answers, its shopper's: their complaints about it and the shop's answers. */
  complaints: z.array(complaintSchema).optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** An order as staff see it: its customer, and where the workflow lets them take it next. */
export const staffOrderSchema = orderSchema.extend({
  customer: z.object({ name: z.string(), phone: z.string() }),
  next_statuses: z.array(z.enum(ORDER_STATUSES)),
});
export type StaffOrder = z.infer<typeof staffOrderSchema>;

/** `''` (an empty filter in a query string) means no filter. */
const emptyAsUndefined = z.literal('').transform(() => undefined);

/** GET /admin/orders: a status, and an order number or phone to look for. */
export const staffOrdersQuerySchema = z.object({
  status: z.enum(ORDER_STATUSES).or(emptyAsUndefined).optional(),
  q: z.string().trim().max(40).optional(),
  /** One delivery slot's orders, or one delivery day's. */
  slot_id: idSchema.optional(),
  date: z.iso.date().or(emptyAsUndefined).optional(),
});

/** POST /admin/orders/{id}/status. */
export const orderStatusBodySchema = z.object({
  status: z.enum(ORDER_STATUSES),
  note: optionalText(300),
});

/**
 * How many of an item one order line takes. The bounds are checked before the whole-number
 * rule: z.int() also refuses numbers past 2^53 with that range as its first reason, so
 * `1e308` was told "at most 9,007,199,254,740,991" instead of the 999 any other is told.
 */
export const orderQuantitySchema = z.number().min(1).max(MAX_CART_QTY).int();

/** POST /user/orders/add. Prices, totals and charges a client sends are not read at all. */
export const placeOrderBodySchema = z.object({
  address_id: idSchema,
  items: z
    .array(
      z.object({
        item_id: idSchema,
        qty: orderQuantitySchema,
        /** kg per piece, one of the item's weight_options; required when it has them. */
        weight: weightKg(MAX_WEIGHT_OPTION_KG).optional(),
        /** Preparation choices of this item, at most one per group. */
        option_ids: z.array(idSchema).max(MAX_ITEM_OPTIONS).default([]),
      }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  /** A slot of GET /delivery/slots for the address's zone; required when the zone has rounds. */
  slot_id: idSchema.optional(),
  notes: optionalText(500),
  payment_method: z.enum(PAYMENT_METHODS).default('cash_on_delivery'),
});
export type PlaceOrderBody = z.input<typeof placeOrderBodySchema>;

/** Header that makes a retried order safe: the same key returns the first order. */
export const idempotencyKeySchema = z
  .string()
  .trim()
  .min(8)
  .max(128)
  .regex(/^[\w.:-]+$/);

/**
 * POST /admin/orders/{id}/weights: the weighed kg of lines sold by weight. A line is named by
 * its `line_id`, or by `item_id` when the order has one line of that item. `confirm: true`
 * saves weights far enough from the estimate that the server asked first (a 409 with
 * `confirm_required`); it never lets through a weight outside the shop's bound.
 */
export const orderWeightsBodySchema = z.object({
  lines: z
    .array(
      z
        .object({
          line_id: idSchema.optional(),
          item_id: idSchema.optional(),
          weight: weightKg(MAX_WEIGHED_KG),
        })
        .refine((line) => line.line_id !== undefined || line.item_id !== undefined, {
          path: ['line_id'],
          error: 'validation.required',
        }),
    )
    .min(1)
    .max(MAX_ORDER_LINES),
  confirm: z.boolean().optional(),
});
export type OrderWeightsBody = z.input<typeof orderWeightsBodySchema>;
