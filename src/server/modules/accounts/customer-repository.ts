import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

export interface CustomerRow {
  id: number;
  name: string;
  username: string;
  phone: string;
  email: string | null;
  created_at: number;
  orders_count: number;
  last_order_at: number | null;
  latest_order_id: number | null;
  delivered_cents: number;
}

/** `%` and `_` in what staff typed are literal characters, not patterns. */
const likeLiteral = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/**
 * Customer accounts (never staff), narrowed to a name, username or phone containing `q`
 * (already lower-cased and in ASCII digits). Names compare lower-cased on both engines: SQLite's
 * LIKE ignores ASCII case and PostgreSQL's does not.
 */
function customers(db: Db, q: string | undefined) {
  let query = db.selectFrom('users').where('users.role', '=', 'customer');
  if (q) {
    const text = likeLiteral(q);
    // A phone typed with spaces or dashes; nothing left of it (a lone "-") matches no phone.
    const digits = q.replace(/[\s-]/g, '');
    const phone = digits
      ? sql<boolean>`users.phone like ${likeLiteral(digits)} escape '\\'`
      : sql<boolean>`1 = 0`;
    query = query.where(
      sql<boolean>`(lower(users.name) like ${text} escape '\\' or lower(users.username) like ${text} escape '\\' or ${phone})`,
    );
  }
  return query;
}

/**
 * One page of customers with their orders counted, the most recently active first: their
 * last order, or their sign-up when they have none.
 */
export async function listCustomerRows(
  db: Db,
  q: string | undefined,
  page: { limit: number; offset: number },
): Promise<{ rows: CustomerRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    customers(db, q)
      .leftJoin('orders', 'orders.user_id', 'users.id')
      .select([
        'users.id',
        'users.name',
        'users.username',
        'users.phone',
        'users.email',
        'users.created_at',
      ])
      .select((eb) => [
        eb.fn.count<number | string>('orders.id').as('orders_count'),
        eb.fn.max<number | string | null>('orders.created_at').as('last_order_at'),
        // Ids grow with time, so the biggest is the newest order: no second lookup per row.
        eb.fn.max<number | string | null>('orders.id').as('latest_order_id'),
        sql<
          number | string | null
        >`sum(case when orders.status = 'Delivered' then orders.total_cents else 0 end)`.as(
          'delivered_cents',
        ),
      ])
      .groupBy([
        'users.id',
        'users.name',
        'users.username',
        'users.phone',
        'users.email',
        'users.created_at',
      ])
      .orderBy(sql`coalesce(max(orders.created_at), users.created_at)`, 'desc')
      .orderBy('users.id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    customers(db, q)
      .select((eb) => eb.fn.countAll<number | string>().as('count'))
      .executeTakeFirstOrThrow(),
  ]);
  return {
    rows: rows.map((row) => ({
      ...row,
      orders_count: Number(row.orders_count),
      last_order_at: row.last_order_at === null ? null : Number(row.last_order_at),
      latest_order_id: row.latest_order_id === null ? null : Number(row.latest_order_id),
      delivered_cents: Number(row.delivered_cents ?? 0),
    })),
    total: Number(count.count),
  };
}
