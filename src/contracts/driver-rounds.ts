import { z } from 'zod';
import { egpAmount } from './egp-amount';
import { idSchema, optionalText } from './fields';
import { orderAddressSchema, orderSchema } from './order';
import { ORDER_STATUSES } from './order-constants';

/*
 * Drivers' rounds and the cash they bring back (api-contract.md, Version 3, "Rounds, drivers
 * and cash"). Not the weekday schedule of delivery-slots.ts (the "delivery rounds" a shopper
 * picks a slot of): a driver's round is a list of ready orders given to one driver on one
 * day, in the order the stops are driven. Amounts are EGP as JSON numbers, dates Cairo's
 * `YYYY-MM-DD`.
 */

/** The most stops one round may have, and the most cash one stop may record (EGP). */
export const MAX_ROUND_STOPS = 60;
export const MAX_CASH_EGP = 1_000_000;

/** Why a stop could not be delivered (the driver's choice; `other` needs a note). */
export const FAILURE_REASONS = ['not_home', 'refused', 'wrong_address', 'other'] as const;
export type FailureReason = (typeof FAILURE_REASONS)[number];

/**
 * The shop's rule for a stop that could not be delivered: a shopper who refused the order at
 * the door has it cancelled (its stock and slot place go back); any other reason sends it back
 * to the shop, off the round, to be arranged with the shopper and driven again.
 */
export const FAILED_STOP_RULE: Readonly<Record<FailureReason, 'back_to_shop' | 'cancel'>> = {
  not_home: 'back_to_shop',
  refused: 'cancel',
  wrong_address: 'back_to_shop',
  other: 'back_to_shop',
};

/** What became of a stop: still to drive, handed over, or not. */
export const STOP_OUTCOMES = ['pending', 'delivered', 'failed'] as const;
export type StopOutcome = (typeof STOP_OUTCOMES)[number];

const roundDate = z.iso.date({ error: 'validation.invalid_date' });

/** One stop as staff see it in a round. */
export const roundStopSchema = z.object({
  order_id: z.int(),
  number: z.string(),
  /** 1 for the first stop driven. */
  position: z.int(),
  status: z.enum(ORDER_STATUSES),
  outcome: z.enum(STOP_OUTCOMES),
  /** What the driver collects: the order's total (cash on delivery), final once weighed. */
  amount_due: z.number(),
  /** The cash the driver recorded at the door; null until delivered. */
  cash_received: z.number().nullable(),
  /** Why it failed; null unless it did. */
  reason: z.enum(FAILURE_REASONS).nullable(),
  note: z.string(),
  /** Who receives it and their phone, as the order's address says. */
  recipient: z.string(),
  phone: z.string(),
  area: z.string(),
  /** The address as the order keeps it, for the round's sheet; its landmark also apart. */
  address: orderAddressSchema,
  landmark: z.string(),
});
export type RoundStop = z.infer<typeof roundStopSchema>;

export const roundSchema = z.object({
  id: z.int(),
  date: z.iso.date(),
  /** The delivery slot it drives, when it was made from one. */
  slot: z.object({ id: z.int(), from: z.string(), to: z.string() }).nullable(),
  driver: z.object({ id: z.int(), name: z.string() }),
  stops: z.array(roundStopSchema),
});
export type Round = z.infer<typeof roundSchema>;

/** GET /admin/drivers: the active drivers a round may be given to (sellers build rounds too). */
export const driverSchema = z.object({ id: z.int(), name: z.string(), phone: z.string() });
export type Driver = z.infer<typeof driverSchema>;

/** GET /admin/rounds and GET /driver/round: one day's rounds (today in Cairo without `date`). */
export const roundsQuerySchema = z.object({ date: roundDate.optional() });

const orderIds = z
  .array(idSchema)
  .min(1, { error: 'validation.round_empty' })
  .max(MAX_ROUND_STOPS)
  .refine((ids) => new Set(ids).size === ids.length, { error: 'validation.round_duplicate' });

/** POST /admin/rounds/new: the stops in the order they are driven. */
export const roundCreateBodySchema = z.object({
  date: roundDate,
  slot_id: idSchema.optional(),
  driver_id: idSchema,
  order_ids: orderIds,
});
export type RoundCreateBody = z.input<typeof roundCreateBodySchema>;

/** POST /admin/rounds/{id}: another driver, or the stops again in their new order. */
export const roundUpdateBodySchema = z
  .object({ driver_id: idSchema.optional(), order_ids: orderIds.optional() })
  .refine((body) => body.driver_id !== undefined || body.order_ids !== undefined, {
    path: ['body'],
    error: 'validation.nothing_to_update',
  });
export type RoundUpdateBody = z.input<typeof roundUpdateBodySchema>;

/** One line of a stop's order, as the driver hands it over. */
export const driverLineSchema = z.object({
  name: z.string(),
  qty: z.int(),
  unit: z.string(),
  /** kg per piece chosen (null by the piece), and the kg the shop weighed (null until then). */
  weight: z.number().nullable(),
  weighed_weight: z.number().nullable(),
  line_total: z.number(),
});

/**
 * A stop as its driver sees it: what to hand over (`lines`) and the whole order (the address
 * with its landmark and recipient's phone, the shopper's notes, the totals), to find the door.
 */
export const driverStopSchema = roundStopSchema.extend({
  lines: z.array(driverLineSchema),
  order: orderSchema,
});
export type DriverStop = z.infer<typeof driverStopSchema>;

export const driverRoundSchema = roundSchema.extend({ stops: z.array(driverStopSchema) });
export type DriverRound = z.infer<typeof driverRoundSchema>;

/** POST /driver/stops/{order_id}/delivered: the cash the shopper handed over (change is given back). */
export const stopDeliveredBodySchema = z.object({ cash_received: egpAmount(MAX_CASH_EGP) });
export type StopDeliveredBody = z.input<typeof stopDeliveredBodySchema>;

/** POST /driver/stops/{order_id}/failed. */
export const stopFailedBodySchema = z
  .object({
    reason: z.enum(FAILURE_REASONS, { error: 'validation.failure_reason' }),
    note: optionalText(300),
  })
  .refine((body) => body.reason !== 'other' || body.note !== '', {
    path: ['note'],
    error: 'validation.failure_note',
  });
export type StopFailedBody = z.input<typeof stopFailedBodySchema>;

/** One driver's cash on one day (GET /admin/cash). */
export const cashDaySchema = z.object({
  driver: z.object({ id: z.int(), name: z.string() }),
  date: z.iso.date(),
  /** The amounts due of the stops delivered. */
  expected: z.number(),
  /** The cash the driver recorded as received at those doors (change given back). */
  received: z.number(),
  /** What the driver handed over when the day was closed; null while it is open. */
  handed_over: z.number().nullable(),
  /** Handed over (or, while open, received) less expected: negative is cash missing. */
  difference: z.number(),
  delivered: z.int(),
  failed: z.int(),
  /** Stops not yet delivered or failed: a day with any cannot be closed. */
  open_stops: z.int(),
  closed: z.boolean(),
  closed_at: z.iso.datetime().nullable(),
});
export type CashDay = z.infer<typeof cashDaySchema>;

export const cashQuerySchema = z.object({ date: roundDate.optional() });

/** POST /admin/cash/close: the day's cash as the driver handed it over; final once closed. */
export const cashCloseBodySchema = z.object({
  date: roundDate,
  driver_id: idSchema,
  handed_over: egpAmount(MAX_CASH_EGP),
});
export type CashCloseBody = z.input<typeof cashCloseBodySchema>;
