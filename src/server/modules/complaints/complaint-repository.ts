import type { Selectable } from 'kysely';
import type { ComplaintRemedy, ComplaintStatus } from '@/contracts/complaint-constants';
import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';
import type { ComplaintTable } from '@/server/db/schema';

export type ComplaintRow = Selectable<ComplaintTable>;

/** A complaint with its order's number, as every answer names it. */
export type NumberedComplaintRow = ComplaintRow & { order_number: string };

/** A complaint as staff list it: with its order's total and the customer to call. */
export type StaffComplaintRow = NumberedComplaintRow & {
  order_total_cents: number;
  customer_name: string;
  customer_phone: string;
};

function numbered(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .selectAll('c')
    .select('o.number as order_number');
}

function staffQuery(db: Db) {
  return db
    .selectFrom('complaints as c')
    .innerJoin('orders as o', 'o.id', 'c.order_id')
    .innerJoin('users as u', 'u.id', 'c.user_id')
    .selectAll('c')
    .select([
      'o.number as order_number',
      'o.total_cents as order_total_cents',
      'u.name as customer_name',
      'u.phone as customer_phone',
    ]);
}

export function insertComplaint(
  trx: Db,
  complaint: { orderId: number; userId: number; note: string; at: number },
): Promise<ComplaintRow> {
  return trx
    .insertInto('complaints')
    .values({
      order_id: complaint.orderId,
      user_id: complaint.userId,
      note: complaint.note,
      created_at: complaint.at,
      updated_at: complaint.at,
    })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export function findComplaint(db: Db, id: number): Promise<NumberedComplaintRow | undefined> {
  return numbered(db).where('c.id', '=', id).executeTakeFirst();
}

/**
 * The complaint, held until the transaction ends on PostgreSQL: of two staff answering it at
 * once, or two photos added at once, the second reads it as the first left it (SQLite runs
 * one writer at a time).
 */
export function lockComplaint(trx: Db, id: number): Promise<ComplaintRow | undefined> {
  return forUpdate(
    trx,
    trx.selectFrom('complaints').selectAll().where('id', '=', id),
  ).executeTakeFirst();
}

/** The user's complaints about one order of theirs, oldest first. */
export function complaintsOfOrder(
  db: Db,
  userId: number,
  orderId: number,
): Promise<NumberedComplaintRow[]> {
  return numbered(db)
    .where('c.user_id', '=', userId)
    .where('c.order_id', '=', orderId)
    .orderBy('c.id')
    .execute();
}

/** One page of complaints for staff, newest first, of one status or all, and how many match. */
export async function staffComplaintRows(
  db: Db,
  status: ComplaintStatus | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: StaffComplaintRow[]; total: number }> {
  let rows = staffQuery(db);
  let count = db.selectFrom('complaints').select((eb) => eb.fn.countAll<number | string>().as('n'));
  if (status !== undefined) {
    rows = rows.where('c.status', '=', status);
    count = count.where('status', '=', status);
  }
  const [found, counted] = await Promise.all([
    rows
      .orderBy('c.created_at', 'desc')
      .orderBy('c.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    count.executeTakeFirstOrThrow(),
  ]);
  return { rows: found, total: Number(counted.n) };
}

export async function staffComplaintRow(
  db: Db,
  id: number,
): Promise<StaffComplaintRow | undefined> {
  return staffQuery(db).where('c.id', '=', id).executeTakeFirst();
}

/**
 * Moves a complaint on from `from`, only while it still has that status (the row's lock makes
 * that so already; the guard keeps a write from ever crossing another). False when it did not.
 */
export async function setComplaintAnswer(
  trx: Db,
  id: number,
  answer: {
    from: ComplaintStatus;
    status: ComplaintStatus;
    remedy: ComplaintRemedy | null;
    amountCents: number | null;
    /** What the shopper reads; undefined keeps what was written before. */
    text: string | undefined;
    answeredBy: number | null;
    at: number;
  },
): Promise<boolean> {
  const answered = answer.answeredBy !== null;
  const result = await trx
    .updateTable('complaints')
    .set({
      status: answer.status,
      remedy: answer.remedy,
      amount_cents: answer.amountCents,
      ...(answer.text === undefined ? {} : { answer: answer.text }),
      ...(answered ? { answered_at: answer.at, answered_by: answer.answeredBy } : {}),
      updated_at: answer.at,
    })
    .where('id', '=', id)
    .where('status', '=', answer.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Complaints of these statuses (the ones staff still owe an answer). */
export async function countComplaints(
  db: Db,
  statuses: readonly ComplaintStatus[],
): Promise<number> {
  const row = await db
    .selectFrom('complaints')
    .select((eb) => eb.fn.countAll<number | string>().as('n'))
    .where('status', 'in', statuses)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
