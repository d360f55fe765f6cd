import type { ColumnType, Generated } from 'kysely';
import type { HistoryRole } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import type { UnitCode } from '@/contracts/unit-codes';

/*
 * The order tables (schema.ts holds the rest and the Database type): orders, their lines and
 * history, the delivery rounds and dated slots they are booked in, and the idempotency keys
 * that make a retried order safe. Conventions as in schema.ts (ADR 0002).
 */
type Flag = 0 | 1;
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

export interface OrderTable {
  id: Id;
  number: string;
  user_id: number;
  status: OrderStatus;
  subtotal_cents: number;
  delivery_cents: number;
  total_cents: number;
  payment_method: 'cash_on_delivery';
  /** JSON snapshot of the address and its zone at order time. */
  address_json: string;
  notes: string;
  /** The total as ordered, before any line sold by weight was weighed (0011). */
  estimated_total_cents: ColumnType<number, number | undefined, number>;
  created_at: CreatedAt;
  updated_at: number;
  /** The delivery slot booked (0012-delivery-slots.ts), and its date and times then; '' without. */
  slot_id: ColumnType<number | null, number | null | undefined, number | null>;
  slot_date: ColumnType<string, string | undefined, string>;
  slot_from: ColumnType<string, string | undefined, string>;
  slot_to: ColumnType<string, string | undefined, string>;
  /** The driver's round it is on now (0020-driver-rounds.ts); null off any round. */
  round_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** Credit taken off the order (0022-reviews-complaints.ts): total = subtotal + delivery − this. */
  credit_cents: ColumnType<number, number | undefined, number>;
  /** Cash the driver hands back with the order (cash refunds owed to its shopper). */
  cash_back_cents: ColumnType<number, number | undefined, number>;
}

export interface OrderLineTable {
  id: Id;
  order_id: number;
  item_id: number;
  name_en: string;
  name_ar: string;
  image: string;
  unit_code: UnitCode;
  price_cents: number;
  qty: number;
  /** Final once weighed, the estimate until then. */
  line_total_cents: number;
  /** Grams per piece picked, for a line sold by weight; null by the piece (0011). */
  weight_grams: number | null;
  /** Grams the shop weighed for the whole line; null until it has. */
  weighed_grams: number | null;
  /** JSON snapshot of the chosen options: id, group, name_en, name_ar, price_delta_cents. */
  options_json: string;
  /** price_cents with the options' deltas (per kg for a line sold by weight). */
  unit_cents: number;
  estimated_total_cents: number;
  /** What the line took from the item's stock, given back when the order is cancelled. */
  stock_taken: number;
}

/** The contract's: who moved an order (a role, or `staff` for moves before 0007). */
export type { HistoryRole };

export interface OrderHistoryTable {
  id: Id;
  order_id: number;
  status: OrderStatus;
  by_role: HistoryRole;
  note: string;
  at: number;
}

/** One delivery round of a weekday as staff set it (0012-delivery-slots.ts); Cairo times. */
export interface DeliveryRoundTable {
  id: Id;
  /** 0 Sunday ... 6 Saturday. */
  weekday: number;
  from_time: string;
  to_time: string;
  capacity: number;
  cutoff_minutes: number;
  /** JSON array of zone ids; empty for every zone. */
  zone_ids: string;
  active: Flag;
  position: number;
  /** Set when staff took the round away; its slots keep their orders. */
  retired_at: number | null;
}

/** A round on one date, made when first asked for, with the places booked. */
export interface DeliverySlotTable {
  id: Id;
  round_id: number;
  /** `YYYY-MM-DD` in Cairo. */
  date: string;
  from_time: string;
  to_time: string;
  capacity: number;
  cutoff_at: number;
  booked: ColumnType<number, number | undefined, number>;
}

export interface IdempotencyKeyTable {
  user_id: number;
  key: string;
  /** SHA-256 of the canonical request, so a reused key with another cart is refused. */
  request_hash: string;
  order_id: number;
  created_at: CreatedAt;
}
