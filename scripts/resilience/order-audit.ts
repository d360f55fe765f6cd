// After a crash or a load run: does the database hold exactly the orders the shoppers were
// told about, with their lines and totals, and does stock add up?
import { stockTakenBy } from '@/contracts/stock-units';
import type { Db } from '@/server/db/db-types';
import type { OrderLedger } from './order-ledger';

export interface AuditResult {
  problems: string[];
  orders: number;
  lines: number;
}

const cents = (egp: number) => Math.round(egp * 100);

/** The stock of these items now, by id. */
export async function stockOf(db: Db, itemIds: readonly number[]): Promise<Map<number, number>> {
  if (itemIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('items')
    .select(['id', 'stock'])
    .where('id', 'in', itemIds)
    .execute();
  return new Map(rows.map((row) => [row.id, row.stock]));
}

export async function auditOrders(
  db: Db,
  ledger: OrderLedger,
  startStock: ReadonlyMap<number, number>,
): Promise<AuditResult> {
  const problems: string[] = [];
  const userIds = [...new Set(ledger.attempts.map((attempt) => attempt.shopper.userId))];
  const orders = userIds.length
    ? await db.selectFrom('orders').selectAll().where('user_id', 'in', userIds).execute()
    : [];
  const lines = orders.length
    ? await db
        .selectFrom('order_lines')
        .selectAll()
        .where(
          'order_id',
          'in',
          orders.map((o) => o.id),
        )
        .execute()
    : [];
  const byId = new Map(orders.map((order) => [order.id, order]));

  // Every acknowledged order is there once, as the shopper was told.
  const told = new Map<number, string>();
  for (const { key, shopper, outcome } of ledger.acknowledged()) {
    const answer = outcome.order;
    const earlier = told.get(answer.id);
    if (earlier)
      problems.push(`keys ${earlier} and ${key} were both answered with order ${answer.id}`);
    told.set(answer.id, key);
    const row = byId.get(answer.id);
    if (!row) {
      problems.push(`acknowledged order ${answer.number} (key ${key}) is missing`);
      continue;
    }
    if (row.user_id !== shopper.userId) problems.push(`order ${answer.id} belongs to another user`);
    if (row.number !== answer.number) problems.push(`order ${answer.id} number changed`);
    if (row.total_cents !== cents(answer.total)) problems.push(`order ${answer.id} total changed`);
    const stored = lines
      .filter((line) => line.order_id === row.id)
      .map((line) => `${line.item_id}x${line.qty}@${line.price_cents}`)
      .sort();
    const said = answer.items
      .map((line) => `${line.item_id}x${line.qty}@${cents(line.price)}`)
      .sort();
    if (stored.join() !== said.join()) {
      problems.push(
        `order ${answer.id} lines ${stored.join()} differ from the answer ${said.join()}`,
      );
    }
  }
  // Nothing nobody was told about: every unanswered attempt was retried to an answer.
  for (const order of orders) {
    if (!told.has(order.id))
      problems.push(`order ${order.number} exists but no shopper was told of it`);
  }

  // Totals are the sum of lines, each line its price times its quantity.
  for (const order of orders) {
    const own = lines.filter((line) => line.order_id === order.id);
    if (own.length === 0) problems.push(`order ${order.number} has no lines`);
    const subtotal = own.reduce((sum, line) => sum + line.line_total_cents, 0);
    if (own.some((line) => line.line_total_cents !== line.price_cents * line.qty)) {
      problems.push(`order ${order.number} has a line whose total is not price x qty`);
    }
    if (subtotal !== order.subtotal_cents)
      problems.push(`order ${order.number} subtotal != its lines`);
    if (order.total_cents !== order.subtotal_cents + order.delivery_cents) {
      problems.push(`order ${order.number} total != subtotal + delivery`);
    }
  }

  problems.push(...(await auditStock(db, startStock)));
  return { problems, orders: orders.length, lines: lines.length };
}

/**
 * Stock now = stock at the start - every unit sold since, as kept: the pieces of a line, or
 * exactly the grams a line of an item sold by the kg holds (ADR 0018), counted here from the
 * lines' quantities and weights, not from what the shop wrote it took (which must agree).
 * Only orders take stock, so stock only falls: if it is not negative now, it never was.
 */
async function auditStock(db: Db, startStock: ReadonlyMap<number, number>): Promise<string[]> {
  const ids = [...startStock.keys()];
  const now = await stockOf(db, ids);
  const lines = await db
    .selectFrom('order_lines')
    .select(['item_id', 'qty', 'weight_grams', 'unit_code', 'stock_taken'])
    .where('item_id', 'in', ids)
    .execute();
  const soldBy = new Map<number, number>();
  const problems: string[] = [];
  for (const line of lines) {
    const taken = stockTakenBy(line.unit_code, line.weight_grams, line.qty);
    if (taken !== line.stock_taken) {
      problems.push(`item ${line.item_id}: a line took ${line.stock_taken}, it holds ${taken}`);
    }
    soldBy.set(line.item_id, (soldBy.get(line.item_id) ?? 0) + taken);
  }
  for (const [id, start] of startStock) {
    const left = now.get(id) ?? Number.NaN;
    const expected = start - (soldBy.get(id) ?? 0);
    if (left !== expected)
      problems.push(`item ${id}: stock ${left}, expected ${start} - sold = ${expected}`);
    if (left < 0) problems.push(`item ${id}: stock went negative (${left})`);
  }
  return problems;
}
