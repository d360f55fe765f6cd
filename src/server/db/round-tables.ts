import type { ColumnType, Generated } from 'kysely';
import type { FailureReason, StopOutcome } from '@/contracts/driver-rounds';

/*
 * Drivers' rounds and the cash days they end in (0020-driver-rounds.ts). Conventions as in
 * schema.ts (ADR 0002): piastres, epoch milliseconds, Cairo dates as `YYYY-MM-DD`.
 */
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

/** One driver's round on one day; its stops are round_stops. */
export interface DriverRoundTable {
  id: Id;
  date: string;
  /** The delivery slot it was made from, when it was. */
  slot_id: number | null;
  driver_id: number;
  created_by: number;
  created_at: CreatedAt;
  updated_at: number;
}

/**
 * One order on a round. A stop that was delivered or failed stays as the record of it; an
 * order sent back to the shop may get a new stop on a later round (`orders.round_id` names
 * the round it is on now).
 */
export interface RoundStopTable {
  id: Id;
  round_id: number;
  order_id: number;
  position: number;
  outcome: StopOutcome;
  /** The order's total when it was delivered: what the driver had to collect. */
  amount_due_cents: number | null;
  /** The cash handed over at the door, and what of it was kept (the rest was change). */
  tendered_cents: number | null;
  collected_cents: number | null;
  reason: FailureReason | null;
  note: string;
  done_at: number | null;
}

/** A driver's day, closed by an admin: the figures as they were then, never edited after. */
export interface CashDayTable {
  id: Id;
  date: string;
  driver_id: number;
  expected_cents: number;
  received_cents: number;
  handed_over_cents: number;
  delivered: number;
  failed: number;
  closed_at: number;
  closed_by: number;
}
