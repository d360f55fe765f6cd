import type { DriverRound, DriverStop } from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';

/**
 * What the driver can do at a stop: hand it over or not (`todo`, the order is out for
 * delivery and the stop open); nothing yet (`waiting`, the shop still has the order); nothing
 * any more (`done`, delivered or failed; `closed`, the shop delivered or cancelled the order
 * itself). The server allows the two actions in `todo` alone (409 otherwise).
 */
export type StopState = 'todo' | 'waiting' | 'done' | 'closed';

export function stopState(stop: Pick<DriverStop, 'status' | 'outcome'>): StopState {
  if (stop.outcome !== 'pending') return 'done';
  if (stop.status === 'OutForDelivery') return 'todo';
  return stop.status === 'Pending' || stop.status === 'Processing' ? 'waiting' : 'closed';
}

/** The stops in the order they are driven (the API sends them so; kept so whatever comes). */
export const drivingOrder = (stops: readonly DriverStop[]): DriverStop[] =>
  [...stops].sort((a, b) => a.position - b.position);

/** How many of a round's stops are done, delivered or failed. */
export const doneCount = (round: DriverRound): number =>
  round.stops.filter((stop) => stop.outcome !== 'pending').length;

/** What a stop becomes once the driver recorded it: its outcome, and its order as it now is. */
export type StopDone =
  | { outcome: 'delivered'; cash_received: number; order: Order }
  | (Pick<DriverStop, 'reason' | 'note'> & { outcome: 'failed'; order: Order });

/**
 * The rounds with one stop recorded, as they will be fetched again: shown at once, so a slow
 * line does not leave the stop's buttons up (a second tap would only be told it is done).
 */
export function withStopDone(
  rounds: readonly DriverRound[],
  orderId: number,
  done: StopDone,
): DriverRound[] {
  return rounds.map((round) => ({
    ...round,
    stops: round.stops.map((stop) =>
      stop.order_id === orderId ? { ...stop, ...done, status: done.order.status } : stop,
    ),
  }));
}
