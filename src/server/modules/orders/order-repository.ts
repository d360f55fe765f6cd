import { randomUUID } from 'node:crypto';
import { sql } from 'kysely';
import type { OrderSlot } from '@/contracts/delivery-slots';
import type { Db } from '@/server/db/db-types';
import { engineOf } from '@/server/db/engine-of';
import type { OrderLineRow, OrderRow, OrderStatus } from '@/server/db/schema';
import { orderNumber, orderNumberPrefix } from './order-number';

export interface NewOrder {
  userId: number;
  subtotalCents: number;
  deliveryCents: number;
  /** Credit taken off it (credits module): total = subtotal + delivery − credit. */
  creditCents: number;
  /** Cash the driver hands back with it. */
  cashBackCents: number;
  addressJson: string;
  notes: string;
  at: number;
  slot: OrderSlot | null;
}

/**
 * Writes a new order and answers its row. The number ends in the order's id (orderNumber): on
 * PostgreSQL the id is drawn from the sequence in a CTE of the same statement, which saves
 * the round trip of a second write; SQLite runs in process, where a second statement costs
 * microseconds, and numbers the row with an update (docs/performance.md, "Where an order's
 * CPU goes").
 */
export async function insertOrder(trx: Db, order: NewOrder): Promise<OrderRow> {
  const values = {
    user_id: order.userId,
    status: 'Pending' as const,
    subtotal_cents: order.subtotalCents,
    delivery_cents: order.deliveryCents,
    total_cents: order.subtotalCents + order.deliveryCents - order.creditCents,
    // Placed, the total is the estimate (gross: before credit); weighing lines moves
    // total_cents only.
    estimated_total_cents: order.subtotalCents + order.deliveryCents,
    credit_cents: order.creditCents,
    cash_back_cents: order.cashBackCents,
    payment_method: 'cash_on_delivery' as const,
    address_json: order.addressJson,
    notes: order.notes,
    created_at: order.at,
    updated_at: order.at,
    ...(order.slot
      ? {
          slot_id: order.slot.id,
          slot_date: order.slot.date,
          slot_from: order.slot.from,
          slot_to: order.slot.to,
        }
      : {}),
  };
  if (engineOf(trx) === 'postgres') {
    const prefix = orderNumberPrefix(order.at);
    // A CTE that calls a volatile function is evaluated once, so both uses see one id.
    const id = sql<number>`(select id from next_order)`;
    return trx
      .with('next_order', (db) =>
        db.selectNoFrom(sql<number>`nextval(pg_get_serial_sequence('orders', 'id'))::int`.as('id')),
      )
      .insertInto('orders')
      .values({
        ...values,
        id,
        number: sql<string>`${prefix} || lpad(${id}::text, greatest(5, length(${id}::text)), '0')`,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
  }
  // Unique until the number, which needs the id, replaces it.
  const { id } = await trx
    .insertInto('orders')
    .values({ ...values, number: `pending-${randomUUID()}` })
    .returning('id')
    .executeTakeFirstOrThrow();
  return trx
    .updateTable('orders')
    .set({ number: orderNumber(id, order.at) })
    .where('id', '=', id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The lines as written, in the order of their ids (RETURNING promises no order). */
export async function insertOrderLines(
  db: Db,
  lines: Omit<OrderLineRow, 'id'>[],
): Promise<OrderLineRow[]> {
  const rows = await db.insertInto('order_lines').values(lines).returningAll().execute();
  return rows.sort((a, b) => a.id - b.id);
}

export async function findIdempotencyKey(
  db: Db,
  userId: number,
  key: string,
): Promise<{ order_id: number; request_hash: string } | undefined> {
  return db
    .selectFrom('idempotency_keys')
    .select(['order_id', 'request_hash'])
    .where('user_id', '=', userId)
    .where('key', '=', key)
    .executeTakeFirst();
}

/** Throws a unique violation when a concurrent request stored the same key first. */
export async function insertIdempotencyKey(
  db: Db,
  row: { userId: number; key: string; requestHash: string; orderId: number; at: number },
): Promise<void> {
  await db
    .insertInto('idempotency_keys')
    .values({
      user_id: row.userId,
      key: row.key,
      request_hash: row.requestHash,
      order_id: row.orderId,
      created_at: row.at,
    })
    .execute();
}

export function findOrderRow(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  return db
    .selectFrom('orders')
    .selectAll()
    .where('user_id', '=', userId)
    .where('id', '=', id)
    .executeTakeFirst();
}

export async function listOrderRows(
  db: Db,
  userId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: OrderRow[]; total: number }> {
  const [rows, count] = await Promise.all([
    db
      .selectFrom('orders')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(page.limit)
      .offset(page.offset)
      .execute(),
    db
      .selectFrom('orders')
      .select((eb) => eb.fn.countAll<number>().as('count'))
      .where('user_id', '=', userId)
      .executeTakeFirstOrThrow(),
  ]);
  return { rows, total: count.count };
}

export async function linesOf(db: Db, orderIds: readonly number[]): Promise<OrderLineRow[]> {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_lines')
    .selectAll()
    .where('order_id', 'in', orderIds)
    .orderBy('id')
    .execute();
}

/** Statuses after which an order no longer counts against the account's open budget. */
const CLOSED_STATUSES: readonly OrderStatus[] = ['Delivered', 'Cancelled'];

/**
 * What the order budget reads of the user's orders, in one statement: those placed since
 * `since` (how many, and when the oldest of them was), and those not yet delivered or
 * cancelled (how many, and what they come to). An order is a few dozen statements, each a
 * round trip: two counts in one is one less (docs/performance.md).
 */
export async function orderBudgetOf(
  db: Db,
  userId: number,
  since: number,
): Promise<{
  recent: { count: number; oldestAt: number | null };
  open: { count: number; valueCents: number };
}> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => [
      eb.fn.countAll<number | string>().filterWhere('created_at', '>=', since).as('recent'),
      eb.fn
        .min<number | string | null>('created_at')
        .filterWhere('created_at', '>=', since)
        .as('oldest'),
      eb.fn.countAll<number | string>().filterWhere('status', 'not in', CLOSED_STATUSES).as('open'),
      // The gross value (before credit): a credit does not buy a larger open budget.
      eb.fn
        .sum<number | string | null>(eb('total_cents', '+', eb.ref('credit_cents')))
        .filterWhere('status', 'not in', CLOSED_STATUSES)
        .as('value'),
    ])
    .where('user_id', '=', userId)
    .where((eb) => eb.or([eb('created_at', '>=', since), eb('status', 'not in', CLOSED_STATUSES)]))
    .executeTakeFirstOrThrow();
  return {
    recent: {
      count: Number(row.recent),
      oldestAt: row.oldest === null ? null : Number(row.oldest),
    },
    open: { count: Number(row.open), valueCents: Number(row.value ?? 0) },
  };
}

/**
 * The stock units the user's open orders took of each of `itemIds` (their lines' stock_taken),
 * for the share of an item's stock one account may hold; an item they hold none of is absent.
 */
export async function heldByOpenOrders(
  db: Db,
  userId: number,
  itemIds: readonly number[],
): Promise<Map<number, number>> {
  const rows = await db
    .selectFrom('order_lines')
    .innerJoin('orders', 'orders.id', 'order_lines.order_id')
    .select((eb) => [
      'order_lines.item_id',
      eb.fn.sum<number | string>('order_lines.stock_taken').as('held'),
    ])
    .where('orders.user_id', '=', userId)
    .where('orders.status', 'not in', CLOSED_STATUSES)
    .where('order_lines.item_id', 'in', itemIds)
    .groupBy('order_lines.item_id')
    .execute();
  return new Map(rows.map((row) => [row.item_id, Number(row.held)]));
}

/**
 * Who brings an order that is out on a driver's round, and where it is in the round: its stop's
 * position, the round's number of stops, and the driver's name and phone. Undefined off a round.
 */
export function roundStopOf(db: Db, orderId: number) {
  return db
    .selectFrom('orders as o')
    .innerJoin('round_stops as st', (join) =>
      join.onRef('st.round_id', '=', 'o.round_id').onRef('st.order_id', '=', 'o.id'),
    )
    .innerJoin('driver_rounds as r', 'r.id', 'st.round_id')
    .innerJoin('users as u', 'u.id', 'r.driver_id')
    .select([
      'st.position',
      'u.name as driver_name',
      'u.phone as driver_phone',
      // PostgreSQL counts in bigint, which pg answers as text.
      sql<string | number>`(select count(*) from round_stops c where c.round_id = st.round_id)`.as(
        'of',
      ),
    ])
    .where('o.id', '=', orderId)
    .executeTakeFirst();
}
