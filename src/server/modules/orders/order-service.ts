import type { z } from 'zod';
import type { Order, placeOrderBodySchema } from '@/contracts/order';
import { soldStock } from '@/contracts/stock-units';
import type { Locale } from '@/lib/i18n/locales';
import { sha256 } from '@/server/auth/tokens';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { OrderRow, Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { rememberLocale } from '@/server/notify';
import { tellOrderPlaced } from './order-messages';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { unitAfter } from '@/server/i18n/unit-words';
import { catalogueChanged } from '@/server/cache';
import { addressWithZone } from '@/server/modules/addresses';
import { bookSlot } from '@/server/modules/delivery';
import { creditsForOrder, spendOnOrder } from '@/server/modules/credits';
import { takeStock } from '@/server/modules/inventory';
import { assertOpenValue, assertOrderAllowed } from './order-budget';
import { belowMinimum, zoneInactive } from './order-refusals';
import { historyOf, insertHistory } from './order-history-repository';
import { lockOrderCustomer, type OrderContact } from './order-contact-repository';
import { assertLineLimits } from './order-line-limits';
import { fingerprintLines, lineRows, priceLines, rejectDuplicateLines } from './order-lines';
import { addressSnapshot, toOrder } from './order-mapper';
import {
  findIdempotencyKey,
  findOrderRow,
  insertIdempotencyKey,
  insertOrder,
  insertOrderLines,
  linesOf,
  listOrderRows,
  roundStopOf,
} from './order-repository';
import { canMove } from './order-workflow';
import { shopMetrics } from '@/server/metrics/shop-metrics';
import { traced } from '@/server/tracing/traced';

export type PlaceOrderInput = z.output<typeof placeOrderBodySchema>;

/** One of the customer's own orders, with its history; 404 for anyone else's. */
export async function getOrder(db: Db, userId: number, id: number, locale: Locale): Promise<Order> {
  const row = await findOrderRow(db, userId, id);
  if (!row) throw AppError.notFound('error.order_not_found');
  const [lines, history, delivery] = await Promise.all([
    linesOf(db, [row.id]),
    historyOf(db, [row.id]),
    deliveryOf(db, row),
  ]);
  return {
    ...toOrder(row, lines, locale, {
      history,
      canCancel: canMove(row.status, 'Cancelled', 'customer'),
    }),
    ...delivery,
  };
}

/**
 * While the order is out on a driver's round, the shopper sees who brings it (first name and
 * a phone to call) and how many stops come before theirs.
 */
async function deliveryOf(db: Db, row: OrderRow): Promise<Pick<Order, 'driver' | 'stop'>> {
  if (row.status !== 'OutForDelivery' || row.round_id === null) return {};
  const stop = await roundStopOf(db, row.id);
  if (!stop) return {};
  return {
    driver: { first_name: stop.driver_name.trim().split(/\s+/)[0] ?? '', phone: stop.driver_phone },
    stop: { position: stop.position, of: Number(stop.of) },
  };
}

export async function listOrders(
  db: Db,
  userId: number,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ orders: Order[]; total: number }> {
  const { rows, total } = await listOrderRows(db, userId, page);
  const lines = await linesOf(
    db,
    rows.map((row) => row.id),
  );
  return {
    orders: rows.map((row) =>
      toOrder(
        row,
        lines.filter((line) => line.order_id === row.id),
        locale,
      ),
    ),
    total,
  };
}

/** Who is ordering: the account the order belongs to, and its role for the order budget. */
export type Orderer = { userId: number; role: Role };

/** The order's own transaction: everything below commits together or not at all. */
async function createOrder(
  trx: Db,
  orderer: Orderer & { contact: OrderContact },
  input: PlaceOrderInput,
  locale: Locale,
): Promise<Order> {
  const { userId, contact } = orderer;
  const at = now();
  const open = await assertOrderAllowed(trx, orderer, at);
  const found = await addressWithZone(trx, userId, input.address_id);
  if (!found) throw AppError.field('address_id', 'validation.unknown_address');
  const { address, zone } = found;
  if (zone.active !== 1) throw zoneInactive(zone, locale);
  const slot = await bookSlot(trx, { zoneId: zone.id, slotId: input.slot_id, at });

  const lines = await priceLines(trx, input.items);
  const subtotalCents = lines.reduce((sum, line) => sum + line.estimatedCents, 0);
  if (subtotalCents < zone.min_order_cents) throw belowMinimum(zone, locale);

  const short: FieldErrors = {};
  const moves = lines.map((line) => ({
    itemId: line.item.id,
    units: line.stockTaken,
    ordered: line.qty,
    line,
  }));
  for (const { move, stockLeft } of await takeStock(trx, moves)) {
    const stock = soldStock(move.line.item.unit_code, stockLeft);
    short[`items.${move.line.index}.qty`] = {
      key: 'validation.insufficient_stock',
      params: { stock, unit: unitAfter(locale, move.line.item.unit_code, stock) },
    };
  }
  if (Object.keys(short).length > 0) {
    shopMetrics().stockOuts.inc();
    throw new AppError('conflict', { message: 'error.out_of_stock', errors: short });
  }
  await assertLineLimits(trx, orderer, lines, locale);
  const grossCents = subtotalCents + zone.fee_cents;
  assertOpenValue(open, grossCents);
  // The account's row is locked (placeOrderNow): two orders cannot both spend one credit.
  const credits = await creditsForOrder(trx, userId, grossCents);

  const order = await insertOrder(trx, {
    userId,
    subtotalCents,
    deliveryCents: zone.fee_cents,
    ...credits,
    addressJson: addressSnapshot(address, zone),
    notes: input.notes,
    at,
    slot,
  });
  const history = await insertHistory(trx, {
    orderId: order.id,
    status: 'Pending',
    byRole: orderer.role,
    note: '',
    at,
  });
  const written = await insertOrderLines(trx, lineRows(order.id, lines));
  await spendOnOrder(trx, { userId, orderId: order.id, ...credits });
  // The shopper's messages are written in the language they order in; the receipt and the
  // staff alert commit with the order (ADR 0021).
  if (contact.locale !== locale) await rememberLocale(trx, userId, locale);
  await tellOrderPlaced(trx, order, { ...contact, locale });
  // The answer is built from the rows as written, not read back (docs/performance.md).
  return toOrder(order, written, locale, {
    history: [history],
    canCancel: canMove(order.status, 'Cancelled', 'customer'),
  });
}

/** What makes two requests "the same order" for an idempotency key. */
function fingerprint(input: PlaceOrderInput): string {
  return sha256(
    JSON.stringify({
      address_id: input.address_id,
      items: fingerprintLines(input.items),
      notes: input.notes,
      payment_method: input.payment_method,
      slot_id: input.slot_id ?? null,
    }),
  );
}

async function replay(
  db: Db,
  userId: number,
  key: string,
  hash: string,
  locale: Locale,
): Promise<Order | undefined> {
  const orderId = await earlierOrderId(db, userId, key, hash);
  return orderId === undefined ? undefined : getOrder(db, userId, orderId, locale);
}

/** The order an Idempotency-Key already made, or a 409 when it made a different one. */
async function earlierOrderId(
  db: Db,
  userId: number,
  key: string,
  hash: string,
): Promise<number | undefined> {
  const stored = await findIdempotencyKey(db, userId, key);
  if (!stored) return undefined;
  if (stored.request_hash !== hash) {
    throw new AppError('conflict', { message: 'error.idempotency_conflict' });
  }
  return stored.order_id;
}

/**
 * Places an order in one transaction. With an Idempotency-Key, a retry (a double tap, a
 * flaky network) returns the order the key first made and never makes a second one, even
 * when both requests race: the key's primary key lets only one transaction commit. The
 * account's writers take turns (its row's lock), so a retry waiting behind its first attempt finds
 * the key before the order budget could count the first attempt against it.
 */
export function placeOrder(
  db: Db,
  orderer: Orderer,
  input: PlaceOrderInput,
  options: { locale: Locale; idempotencyKey?: string },
): Promise<Order> {
  // A span of its own when tracing is on: the transaction and its lock waits show apart
  // from the request around them (src/server/tracing).
  return traced('order.place', { attributes: { 'shop.order.lines': input.items.length } }, () =>
    placeOrderNow(db, orderer, input, options),
  );
}

async function placeOrderNow(
  db: Db,
  orderer: Orderer,
  input: PlaceOrderInput,
  options: { locale: Locale; idempotencyKey?: string },
): Promise<Order> {
  rejectDuplicateLines(input.items);
  const { userId } = orderer;
  const { locale, idempotencyKey: key } = options;
  const hash = fingerprint(input);
  // A retried key is found under the account's lock below, not looked up first as well: a
  // retry is rare, and every order would pay that round trip (docs/performance.md).
  try {
    const placed = await inTransaction(db, async (trx) => {
      // The account's writers take turns from here; the same read gives the messages their
      // recipient. An account deleted since its session was read has nobody to order for.
      const contact = await lockOrderCustomer(trx, userId);
      if (!contact) throw new AppError('unauthorized');
      const earlier = key ? await earlierOrderId(trx, userId, key, hash) : undefined;
      if (earlier !== undefined) return earlier;
      const order = await createOrder(trx, { ...orderer, contact }, input, locale);
      if (key) {
        const row = { userId, key, requestHash: hash, orderId: order.id, at: now() };
        await insertIdempotencyKey(trx, row);
      }
      return order;
    });
    // A retry answered with the key's order is not a new one, and changed nothing.
    if (typeof placed === 'number') return await getOrder(db, userId, placed, locale);
    // Counted once committed.
    shopMetrics().ordersPlaced.inc();
    // Stock and order counts (popular lists) changed: the next anonymous read shows them.
    catalogueChanged();
    return placed;
  } catch (error) {
    if (key && isUniqueViolation(error)) {
      const earlier = await replay(db, userId, key, hash, locale);
      if (earlier) return earlier;
    }
    throw error;
  }
}
