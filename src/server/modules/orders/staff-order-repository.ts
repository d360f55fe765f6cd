import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';
import type { OrderRow, OrderStatus } from '@/server/db/schema';
import { shopInstant } from '@/lib/shop-calendar';

export interface StaffOrderFilter {
  status?: OrderStatus;
  /** Part of an order number, or of the customer's mobile number (ASCII digits). */
  q?: string;
  /** One delivery slot's orders, or one delivery day's (`YYYY-MM-DD`; see filtered). */
  slot_id?: number;
  date?: string;
}

export interface CustomerContact {
  user_id: number;
  name: string;
  phone: string;
}

/** The calendar day after `date` (YYYY-MM-DD). */
function nextDay(date: string): string {
  const at = new Date(`${date}T12:00:00Z`);
  at.setUTCDate(at.getUTCDate() + 1);
  return at.toISOString().slice(0, 10);
}

/** `%` and `_` in what staff typed are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function filtered(db: Db, filter: StaffOrderFilter) {
  let query = db.selectFrom('orders').innerJoin('users', 'users.id', 'orders.user_id');
  if (filter.status) query = query.where('orders.status', '=', filter.status);
  if (filter.slot_id !== undefined) query = query.where('orders.slot_id', '=', filter.slot_id);
  if (filter.date) {
    // A day's orders: those delivered in its slots, and those placed that day (Cairo) where the
    // zone has no slots to book, so the queue's day and the books miss no order.
    const { date } = filter;
    const [from, to] = [shopInstant(date, '00:00'), shopInstant(nextDay(date), '00:00')];
    query = query.where((eb) =>
      eb.or([
        eb('orders.slot_date', '=', date),
        eb.and([
          eb('orders.slot_date', '=', ''),
          eb('orders.created_at', '>=', from),
          eb('orders.created_at', '<', to),
        ]),
      ]),
    );
  }
  const q = filter.q;
  if (q) {
    // SQLite's LIKE has no escape character unless told; PostgreSQL's is the backslash too.
    const number = likeLiteral(q.toUpperCase());
    const phone = likeLiteral(q);
    query = query.where(
      sql<boolean>`(upper(orders.number) like ${number} escape '\\' or users.phone like ${phone} escape '\\')`,
    );
  }
  return query;
}

/** Every customer's orders, newest first, narrowed by status and by number or phone. */
export async function listStaffOrderRows(
  db: Db,
  filter: StaffOrderFilter,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    filtered(db, filter)
      .selectAll('orders')
      .orderBy('orders.created_at', 'desc')
      .orderBy('orders.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    filtered(db, filter)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: Number(count.count) };
}

/** Name and mobile number of these customers, for staff to call. */
export async function customerContacts(
  db: Db,
  userIds: readonly number[],
): Promise<CustomerContact[]> {
  if (userIds.length === 0) return [];
  return db
    .selectFrom('users')
    .select(['id as user_id', 'name', 'phone'])
    .where('id', 'in', [...new Set(userIds)])
    .execute();
}
