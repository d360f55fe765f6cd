import type { Order, StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import type { Locale } from '@/lib/i18n/locales';
import { toAsciiDigits } from '@/contracts/phone';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { OrderRow, Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { recordStaffWrite } from '@/server/modules/audit';
import { giveBackOrderCredits } from '@/server/modules/credits';
import { freeSlotOf } from '@/server/modules/delivery';
import { giveBackStock } from '@/server/modules/inventory';
import { AppError } from '@/server/errors/app-error';
import { translate } from '@/server/i18n/translate';
import { findAnyOrderRow, historyOf, insertHistory, moveStatus } from './order-history-repository';
import { toOrder } from './order-mapper';
import { findOrderRow, linesOf } from './order-repository';
import { getOrder } from './order-service';
import { tellStatusMove } from './order-messages';
import { canMove, nextStatuses, type Mover } from './order-workflow';
import {
  customerContacts,
  listStaffOrderRows,
  type StaffOrderFilter,
} from './staff-order-repository';
import { shopMetrics } from '@/server/metrics/shop-metrics';

/** Orders as staff see them: lines, history, the customer to call, the moves left. */
async function toStaffOrders(db: Db, rows: readonly OrderRow[], locale: Locale) {
  const ids = rows.map((row) => row.id);
  const [lines, history, contacts] = await Promise.all([
    linesOf(db, ids),
    historyOf(db, ids),
    customerContacts(
      db,
      rows.map((row) => row.user_id),
    ),
  ]);
  return rows.map((row): StaffOrder => {
    const contact = contacts.find((candidate) => candidate.user_id === row.user_id);
    return {
      ...toOrder(
        row,
        lines.filter((line) => line.order_id === row.id),
        locale,
        {
          history: history.filter((entry) => entry.order_id === row.id),
          // The caller here is staff, who may cancel until the order leaves the shop.
          canCancel: canMove(row.status, 'Cancelled', 'staff'),
        },
      ),
      customer: { name: contact?.name ?? '', phone: contact?.phone ?? '' },
      next_statuses: [...nextStatuses(row.status, 'staff')],
    };
  });
}

export async function listStaffOrders(
  db: Db,
  filter: StaffOrderFilter,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ orders: StaffOrder[]; total: number }> {
  const q = filter.q ? toAsciiDigits(filter.q).trim() : undefined;
  const { rows, total } = await listStaffOrderRows(db, { ...filter, q }, page);
  return { orders: await toStaffOrders(db, rows, locale), total };
}

export async function getStaffOrder(db: Db, id: number, locale: Locale): Promise<StaffOrder> {
  const row = await findAnyOrderRow(db, id);
  if (!row) throw AppError.notFound('error.order_not_found');
  const [order] = await toStaffOrders(db, [row], locale);
  if (!order) throw AppError.notFound('error.order_not_found');
  return order;
}

function refusedMove(locale: Locale, from: OrderStatus, to: OrderStatus): AppError {
  return new AppError('conflict', {
    message: 'error.order_move_refused',
    params: {
      from: translate(locale, `order_status.${from}`),
      to: translate(locale, `order_status.${to}`),
    },
  });
}

/** Who moves an order, and why; the locale words a refusal. */
export interface MoveBy {
  mover: Mover;
  userId: number;
  role: Role;
  note: string;
  locale: Locale;
}

/**
 * One move of the workflow inside the caller's transaction: checked against the order's
 * status as it was read, made with a guarded update (of two moves at once exactly one
 * happens; the other is a 409), kept in the history, told to the shopper, and audited when
 * staff or a driver made it. A cancel puts the slot's place, the stock and the shopper's
 * credit back, once: only the move that changed the status gets there. Call afterMove once the transaction commits.
 */
export async function moveWithin(
  trx: Db,
  row: OrderRow,
  to: OrderStatus,
  by: MoveBy,
  at: number,
): Promise<void> {
  if (!canMove(row.status, to, by.mover)) throw refusedMove(by.locale, row.status, to);
  if (!(await moveStatus(trx, row.id, { from: row.status, to, at }))) {
    const current = await findAnyOrderRow(trx, row.id);
    throw refusedMove(by.locale, current?.status ?? row.status, to);
  }
  // The slot's place before the stock: placing an order takes them in this order too.
  if (to === 'Cancelled') await freeSlotOf(trx, row);
  if (to === 'Cancelled') {
    const lines = await linesOf(trx, [row.id]);
    await giveBackStock(
      trx,
      lines.map((line) => ({ itemId: line.item_id, units: line.stock_taken, ordered: line.qty })),
    );
    // The credit and the cash back it took are the shopper's again, for their next order.
    await giveBackOrderCredits(trx, row.id);
  }
  await insertHistory(trx, { orderId: row.id, status: to, byRole: by.role, note: by.note, at });
  await tellStatusMove(trx, row.id, to, { mover: by.mover, note: by.note });
  if (by.mover !== 'customer') {
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'order.status',
      entity: 'order',
      entityId: row.id,
      before: { status: row.status },
      after: { status: to, note: by.note },
      at,
    });
  }
}

/** What a committed move changes outside the database: the counts, and the shelf's cache. */
export function afterMove(to: OrderStatus): void {
  shopMetrics().orderMoves.inc({ to });
  // Stock is back on the shelf: the next anonymous read shows it.
  if (to === 'Cancelled') catalogueChanged();
}

/** One move in a transaction of its own. */
async function move(db: Db, row: OrderRow, to: OrderStatus, by: MoveBy): Promise<void> {
  await inTransaction(db, (trx) => moveWithin(trx, row, to, by, now()));
  afterMove(to);
}

/** POST /admin/orders/{id}/status. */
export async function moveStaffOrder(
  db: Db,
  id: number,
  input: { status: OrderStatus; note: string },
  by: { userId: number; role: Role; locale: Locale },
): Promise<StaffOrder> {
  const row = await findAnyOrderRow(db, id);
  if (!row) throw AppError.notFound('error.order_not_found');
  await move(db, row, input.status, {
    mover: 'staff',
    userId: by.userId,
    role: by.role,
    note: input.note,
    locale: by.locale,
  });
  return getStaffOrder(db, id, by.locale);
}

/** POST /user/orders/{id}/cancel: the order's own customer, while it is Pending. */
export async function cancelOwnOrder(
  db: Db,
  user: { userId: number; role: Role },
  id: number,
  locale: Locale,
): Promise<Order> {
  const row = await findOrderRow(db, user.userId, id);
  if (!row) throw AppError.notFound('error.order_not_found');
  await move(db, row, 'Cancelled', {
    mover: 'customer',
    userId: user.userId,
    role: user.role,
    note: '',
    locale,
  });
  return getOrder(db, user.userId, id, locale);
}
