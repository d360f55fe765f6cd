import { z } from 'zod';
import { idSchema } from './fields';

/*
 * Delivery rounds (api-contract.md, Version 2, "Poultry ordering"): the shop slaughters every
 * morning and delivers in rounds. Staff set the rounds of each weekday (GET /admin/slots,
 * POST /admin/slots); shoppers pick one of the next days' slots at checkout
 * (GET /delivery/slots?zone_id=).
 * Dates and times are the shop's own (Cairo): `YYYY-MM-DD` and `HH:MM`.
 */

/** How many days, today included, the checkout offers. */
export const SLOT_DAYS_AHEAD = 3;
/** The most orders one round may take, and the longest cut-off before it starts (minutes). */
export const MAX_SLOT_CAPACITY = 500;
export const MAX_CUTOFF_MINUTES = 24 * 60;
/** The most rounds one weekday may have. */
export const MAX_ROUNDS_PER_DAY = 8;

/** Weekdays as JavaScript counts them: 0 Sunday ... 6 Saturday (the shop's week starts Saturday). */
export const WEEKDAYS = [6, 0, 1, 2, 3, 4, 5] as const;

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: 'validation.invalid_time' });

/** One slot a shopper may pick: a round on a date, with the places left. */
export const deliverySlotSchema = z.object({
  id: z.int(),
  date: z.iso.date(),
  from: z.string(),
  to: z.string(),
  /** Places left (0 when full). */
  remaining: z.int(),
  /** Open for orders now: places left and before its cut-off. */
  available: z.boolean(),
  /** When it stops taking orders (ISO 8601). */
  cutoff_at: z.iso.datetime(),
});
export type DeliverySlot = z.infer<typeof deliverySlotSchema>;

/** GET /delivery/slots. */
export const deliverySlotsQuerySchema = z.object({ zone_id: idSchema });

/** The slot an order is delivered in, as its answers carry it. */
export const orderSlotSchema = z.object({
  id: z.int(),
  date: z.iso.date(),
  from: z.string(),
  to: z.string(),
});
export type OrderSlot = z.infer<typeof orderSlotSchema>;

/** One round of a weekday as staff set it. */
export const deliveryRoundSchema = z.object({
  id: z.int(),
  weekday: z.int().min(0).max(6),
  from: z.string(),
  to: z.string(),
  capacity: z.int(),
  /** Minutes before `from` when it stops taking orders. */
  cutoff_minutes: z.int(),
  /** The zones it serves; empty for every zone. */
  zone_ids: z.array(z.int()),
  is_active: z.boolean(),
});
export type DeliveryRound = z.infer<typeof deliveryRoundSchema>;

export const roundFieldsSchema = z
  .object({
    from: clockTime,
    to: clockTime,
    capacity: z.number().min(1).max(MAX_SLOT_CAPACITY).int(),
    cutoff_minutes: z.number().min(0).max(MAX_CUTOFF_MINUTES).int(),
    zone_ids: z.array(idSchema).max(100).default([]),
    is_active: z.boolean().default(true),
  })
  .refine((round) => round.from < round.to, { path: ['to'], error: 'validation.time_order' });

/**
 * POST /admin/slots: the rounds of one weekday, replacing what it had. Slots already booked
 * keep their orders; a round's capacity never drops below the orders it already holds.
 */
export const slotsUpdateBodySchema = z.object({
  weekday: z.number().min(0).max(6).int(),
  rounds: z.array(roundFieldsSchema).max(MAX_ROUNDS_PER_DAY),
});
export type SlotsUpdateBody = z.input<typeof slotsUpdateBodySchema>;
