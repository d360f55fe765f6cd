import type { ColumnType, Generated } from 'kysely';
import type {
  ComplaintReason,
  ComplaintRemedy,
  ComplaintStatus,
} from '@/contracts/complaint-constants';

/*
 * Reviews, complaints and the credit they may leave (0022-reviews-complaints.ts; schema.ts
 * holds the Database type). Conventions as in schema.ts (ADR 0002): money in integer
 * piastres, times in epoch milliseconds, flags 0/1.
 */
type Flag = 0 | 1;
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

/** One shopper's rating of one product of one delivered order of theirs. */
export interface ReviewTable {
  id: Id;
  order_id: number;
  item_id: number;
  user_id: number;
  /** 1 to 5. */
  rating: number;
  comment: ColumnType<string, string | undefined, string>;
  /** Shown under the product, and counted in its rating. */
  published: ColumnType<Flag, Flag | undefined, Flag>;
  /** The shop's answer; null until it gives one. */
  reply: ColumnType<string | null, string | null | undefined, string | null>;
  replied_at: ColumnType<number | null, number | null | undefined, number | null>;
  replied_by: ColumnType<number | null, number | null | undefined, number | null>;
  /** When and by whom staff last published or hid it; null while no one has. */
  moderated_at: ColumnType<number | null, number | null | undefined, number | null>;
  moderated_by: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: number;
}

export interface ComplaintTable {
  id: Id;
  order_id: number;
  user_id: number;
  status: ColumnType<ComplaintStatus, ComplaintStatus | undefined, ComplaintStatus>;
  note: ColumnType<string, string | undefined, string>;
  remedy: ColumnType<
    ComplaintRemedy | null,
    ComplaintRemedy | null | undefined,
    ComplaintRemedy | null
  >;
  /** Piastres of a cash refund or a credit; null otherwise. */
  amount_cents: ColumnType<number | null, number | null | undefined, number | null>;
  /** What staff wrote back. */
  answer: ColumnType<string, string | undefined, string>;
  created_at: CreatedAt;
  updated_at: number;
  answered_at: ColumnType<number | null, number | null | undefined, number | null>;
  answered_by: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A line of the order the complaint is about, with what went wrong with it. */
export interface ComplaintLineTable {
  id: Id;
  complaint_id: number;
  /** order_lines.id: unique, a line is complained about once. */
  line_id: number;
  reason: ComplaintReason;
}

export interface ComplaintPictureTable {
  id: Id;
  complaint_id: number;
  /** As the media table serves it (/api/media/items/<hash>.webp). */
  url: string;
  /** 0, 1, 2: the order they were sent in (unique per complaint). */
  position: number;
  created_at: CreatedAt;
}

/** What the shop owes a shopper (positive) or what of it was used (negative), in piastres. */
export interface CreditEntryTable {
  id: Id;
  user_id: number;
  /** `credit`: taken off a next order; `cash`: handed back by the driver at a next delivery. */
  kind: 'credit' | 'cash';
  amount_cents: number;
  /** The complaint that granted it, for a positive row. */
  complaint_id: ColumnType<number | null, number | null | undefined, number | null>;
  /** The order that used it (negative) or gave it back (positive, a cancelled order). */
  order_id: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
}
