import { z } from 'zod';
import {
  COMPLAINT_NOTE_MAX,
  COMPLAINT_REASONS,
  COMPLAINT_REMEDIES,
  COMPLAINT_STATUSES,
} from './complaint-constants';
import { egpAmount } from './egp-amount';
import { idSchema } from './fields';
import { MAX_ORDER_LINES } from './order-constants';
import { reviewText } from './review-text';

export * from './complaint-constants';

/*
 * Complaints and the shop's answers (api-contract.md, Version 3, "Reviews and complaints"):
 * the spec's refund requests. Amounts are EGP as JSON numbers, dates ISO 8601 (UTC).
 */

/** The most one remedy may be (EGP); the server also holds it to the complained lines' total. */
export const MAX_REMEDY_EGP = 1_000_000;

export const complaintLineSchema = z.object({
  line_id: z.int(),
  item_id: z.int(),
  /** The line's product, in the caller's language, as it was ordered. */
  name: z.string(),
  image: z.string(),
  reason: z.enum(COMPLAINT_REASONS),
  /** What the line cost (its final total): the most a money remedy for it may be. */
  line_total: z.number(),
});
export type ComplaintLine = z.infer<typeof complaintLineSchema>;

/** A complaint as its shopper reads it (POST /user/orders/{id}/complaints, the order's details). */
export const complaintSchema = z.object({
  id: z.int(),
  order_id: z.int(),
  number: z.string(),
  status: z.enum(COMPLAINT_STATUSES),
  lines: z.array(complaintLineSchema),
  note: z.string(),
  /** The photos, as the shop serves pictures (checked, stripped, re-encoded). */
  pictures: z.array(z.string()),
  /** Set when staff accept it. */
  remedy: z.enum(COMPLAINT_REMEDIES).nullable(),
  /** EGP for a cash refund or a credit; null otherwise. */
  amount: z.number().nullable(),
  /** What the shop wrote back; '' until it does. */
  answer: z.string(),
  created_at: z.iso.datetime(),
  /** When it was accepted or rejected; null while it waits. */
  answered_at: z.iso.datetime().nullable(),
});
export type Complaint = z.infer<typeof complaintSchema>;

/** A complaint as staff work it (GET /admin/refund-requests). */
export const staffComplaintSchema = complaintSchema.extend({
  customer: z.object({ id: z.int(), name: z.string(), phone: z.string() }),
  order: z.object({
    id: z.int(),
    number: z.string(),
    total: z.number(),
    delivered_at: z.iso.datetime().nullable(),
  }),
  /** Where staff may take it next (nothing once answered). */
  next_statuses: z.array(z.enum(COMPLAINT_STATUSES)),
});
export type StaffComplaint = z.infer<typeof staffComplaintSchema>;

/** POST /user/orders/{id}/complaints: the lines, each once, with what went wrong. */
export const complaintBodySchema = z.object({
  lines: z
    .array(z.object({ line_id: idSchema, reason: z.enum(COMPLAINT_REASONS) }))
    .min(1)
    .max(MAX_ORDER_LINES)
    .refine((lines) => new Set(lines.map((line) => line.line_id)).size === lines.length, {
      error: 'validation.duplicate_line',
    }),
  note: reviewText(COMPLAINT_NOTE_MAX),
});
export type ComplaintBody = z.input<typeof complaintBodySchema>;

const emptyAsUndefined = z.literal('').transform(() => undefined);

/** GET /admin/refund-requests: one status, or all. */
export const staffComplaintsQuerySchema = z.object({
  status: z.enum(COMPLAINT_STATUSES).or(emptyAsUndefined).optional(),
});
export type StaffComplaintsQuery = z.input<typeof staffComplaintsQuerySchema>;

/**
 * POST /admin/refund-requests/{id}: take it up (Processing), or answer it. Accepting names a
 * remedy; a money remedy names its amount. `note` is the answer the shopper reads.
 */
export const complaintAnswerBodySchema = z
  .object({
    status: z.enum(['Processing', 'Accepted', 'Rejected']),
    remedy: z.enum(COMPLAINT_REMEDIES).optional(),
    amount: egpAmount(MAX_REMEDY_EGP).optional(),
    note: reviewText(COMPLAINT_NOTE_MAX),
  })
  .refine((body) => body.status !== 'Accepted' || body.remedy !== undefined, {
    path: ['remedy'],
    error: 'validation.remedy_required',
  })
  .refine(
    (body) => body.remedy === 'replacement' || body.remedy === undefined || (body.amount ?? 0) > 0,
    { path: ['amount'], error: 'validation.amount_required' },
  )
  .refine((body) => body.status === 'Accepted' || body.remedy === undefined, {
    path: ['remedy'],
    error: 'validation.remedy_only_accepted',
  });
export type ComplaintAnswerBody = z.input<typeof complaintAnswerBodySchema>;
