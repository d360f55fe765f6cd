import { isApiError } from '@/lib/api/is-api-error';
import { errorEnvelopeOf } from '@/lib/forms/server-errors';
import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order-constants';

/** A refused order, sorted by where each reason belongs on the checkout screen. */
export type PlaceOrderProblem = {
  /** For the alert next to the button. */
  message: string;
  /** By the index of the line in the order sent (the cart's order). */
  lines: Record<number, string>;
  address?: string;
  notes?: string;
  /** The zone's minimum, when the backend's own check failed. */
  minimum?: string;
  /** The delivery slot's problem (full, closed, missing), for beside the slot picker. */
  slot?: string;
  /** The slot filled up or closed meanwhile (409): its places are fetched again. */
  slotGone: boolean;
  /** The key was spent on another order: the next try must use a new one. */
  staleKey: boolean;
  /**
   * The shop never said yes or no (no answer, even to the replays): the order may have been
   * made. The shopper is sent to "My orders" rather than told nothing was ordered.
   */
  outcomeUnknown?: boolean;
};

/** A line's own reasons: its item, quantity, weight or choices (`items.1.option_ids.0`). */
const LINE_FIELD = /^items\.(\d+)\.(?:qty|item_id|weight|option_ids)(?:\.\d+)?$/;

export function placeOrderProblem(error: unknown, fallback: string): PlaceOrderProblem {
  const envelope = errorEnvelopeOf(error);
  const problem: PlaceOrderProblem = {
    message: envelope?.message ?? fallback,
    lines: {},
    staleKey: false,
    slotGone: false,
    // Only the shop's own answer says what happened; anything else leaves it unknown.
    ...(envelope ? {} : { outcomeUnknown: true }),
  };
  const status = isApiError(error) ? error.response?.status : undefined;
  for (const [field, reason] of Object.entries(envelope?.errors ?? {})) {
    const line = LINE_FIELD.exec(field);
    if (line) problem.lines[Number(line[1])] = reason;
    else if (field === 'address_id') problem.address = reason;
    else if (field === 'notes') problem.notes = reason;
    else if (field === 'slot_id') {
      // error.slot_full / error.slot_closed (409): another slot is needed, the cart is kept.
      problem.slot = reason;
      problem.slotGone = status === 409;
    } else if (field === 'items') problem.minimum = reason;
    else if (field === IDEMPOTENCY_KEY_HEADER) problem.staleKey = true;
  }
  // A 409 without any field reason is the backend saying the key already made another order
  // (short stock names its lines; the account's order budget names `order`; a full or closed
  // slot names `slot_id`).
  if (status === 409 && Object.keys(envelope?.errors ?? {}).length === 0) problem.staleKey = true;
  return problem;
}
