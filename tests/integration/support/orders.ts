import { sql } from 'kysely';
import type { DeliverySlot } from '@/contracts/delivery-slots';
import { keptStock, soldStock } from '@/contracts/stock-units';
import type { Db } from '@/server/db/db-types';
import type { ApiClient } from './api-client';
import { testEngine } from './test-database';

/** The item's unit, which says what its stock counts (kg to the gram, or pieces). */
async function unitOf(db: Db, id: number): Promise<string> {
  const row = await db
    .selectFrom('items')
    .select('unit_code')
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return row.unit_code;
}

/**
 * Test set-up straight in the database: a known item with a known price and stock (in its sale
 * unit, as the API speaks it: kg for an item sold by the kg), ordered by its quantity alone (no
 * weights to pick, as before issue 24), unless `weights` (grams) is given.
 */
export async function stockItem(
  db: Db,
  id: number,
  values: { stock: number; priceCents?: number; weights?: number[] },
): Promise<void> {
  const stock = keptStock(await unitOf(db, id), values.stock);
  await db
    .updateTable('items')
    .set({
      stock,
      weight_options: JSON.stringify(values.weights ?? []),
      ...(values.priceCents === undefined ? {} : { price_cents: values.priceCents }),
    })
    .where('id', '=', id)
    .execute();
}

/** What is left of the item in its sale unit (kg to the gram, or pieces). */
export async function stockOf(db: Db, id: number): Promise<number> {
  const row = await db
    .selectFrom('items')
    .select(['stock', 'unit_code'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();
  return soldStock(row.unit_code, row.stock);
}

export async function setZoneMinimum(db: Db, zoneId: number, minOrderCents: number): Promise<void> {
  await db
    .updateTable('delivery_zones')
    .set({ min_order_cents: minOrderCents })
    .where('id', '=', zoneId)
    .execute();
}

export async function zoneFeeCents(db: Db, zoneId: number): Promise<number> {
  const row = await db
    .selectFrom('delivery_zones')
    .select('fee_cents')
    .where('id', '=', zoneId)
    .executeTakeFirstOrThrow();
  return row.fee_cents;
}

export async function orderCount(db: Db): Promise<number> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .executeTakeFirstOrThrow();
  return row.count;
}

/**
 * The first slot of GET /delivery/slots that takes orders in `zoneId`, for suites that place
 * orders but are not about slots; undefined where no round delivers (no slot is needed there).
 */
export async function openSlotId(api: ApiClient, zoneId: number): Promise<number | undefined> {
  const answer = await api.get<DeliverySlot[]>(`/delivery/slots?zone_id=${zoneId}`);
  return answer.body.results?.find((slot) => slot.available)?.id;
}

/** Makes the next order's id `next`, on either engine (a shop a few years on). */
export async function nextOrderIdIs(db: Db, next: number): Promise<void> {
  if (testEngine() === 'postgres') {
    await sql`select setval(pg_get_serial_sequence('orders', 'id'), ${next - 1})`.execute(db);
    return;
  }
  // AUTOINCREMENT keeps the table's highest id in sqlite_sequence (a row per table, once a
  // row was written; the table has no key, so it is replaced by hand).
  await sql`delete from sqlite_sequence where name = 'orders'`.execute(db);
  await sql`insert into sqlite_sequence (name, seq) values ('orders', ${next - 1})`.execute(db);
}
