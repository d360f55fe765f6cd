import { gramsOf, kgOf, weighedLineCents } from '@/contracts/line-pricing';
import type { OrderLine, OrderWeightsBody, StaffOrder } from '@/contracts/order';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { isApiError } from '@/lib/api/is-api-error';

/*
 * The question the server asks before saving weights far from the estimate (a 409 with
 * `confirm_required`, docs/security.md "Weighing"): which lines, and what the order would
 * come to. Totals are priced with the server's own rule (contracts/line-pricing.ts), so the
 * dialog shows what saving will charge.
 */

export interface WeightsQuestion {
  /** The server's sentence, in the seller's language (how far is too far). */
  message: string;
  /** The body's fields it named, `lines.{index}.weight`. */
  fields: string[];
}

/** The question in a failed call, or undefined for any other failure. */
export function weightsQuestionOf(error: unknown): WeightsQuestion | undefined {
  const envelope = errorEnvelopeOf(error);
  if (!isApiError(error) || error.response?.status !== 409 || !envelope?.confirm_required) {
    return undefined;
  }
  return { message: envelope.message, fields: Object.keys(envelope.errors ?? {}) };
}

export interface LinePreview {
  line: OrderLine;
  /** kg as ordered: `qty` pieces of the picked weight. */
  orderedKg: number;
  weighedKg: number;
  /** EGP once saved. */
  lineTotal: number;
}

export interface WeighingPreview {
  lines: LinePreview[];
  /** The order's total (EGP) once saved, delivery included. */
  total: number;
}

const cents = (egp: number) => Math.round(egp * 100);
const FIELD = /^lines\.(\d+)\.weight$/;

/** What the order comes to with `body`'s weights; `fields` picks the lines to show. */
export function weighingPreview(
  order: StaffOrder,
  body: OrderWeightsBody,
  fields: readonly string[],
): WeighingPreview {
  type Entry = OrderWeightsBody['lines'][number];
  // As the server reads an entry: its line, or the one line of its item.
  const lineOf = (entry: Entry | undefined) =>
    entry &&
    order.items.find((candidate) =>
      entry.line_id === undefined
        ? candidate.item_id === entry.item_id
        : candidate.id === entry.line_id,
    );
  const weighed = new Map<number, number>();
  for (const entry of body.lines) {
    const line = lineOf(entry);
    if (line) weighed.set(line.id, gramsOf(entry.weight));
  }
  const lineCents = (line: OrderLine) => {
    const grams = weighed.get(line.id);
    return grams === undefined
      ? cents(line.line_total)
      : weighedLineCents(cents(line.unit_price), grams);
  };
  const lines = fields.flatMap((field) => {
    const index = FIELD.exec(field)?.[1];
    const entry = index === undefined ? undefined : body.lines[Number(index)];
    const line = lineOf(entry);
    if (!entry || !line) return [];
    return [
      {
        line,
        orderedKg: kgOf(gramsOf(line.weight ?? 0) * line.qty),
        weighedKg: entry.weight,
        lineTotal: lineCents(line) / 100,
      },
    ];
  });
  const subtotal = order.items.reduce((sum, line) => sum + lineCents(line), 0);
  return { lines, total: (subtotal + cents(order.delivery_charge)) / 100 };
}
