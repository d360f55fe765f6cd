import type { MessageEvent } from '@/contracts/message-constants';
import type { OrderStatus } from '@/contracts/order-constants';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { OrderRow } from '@/server/db/schema';
import { translate } from '@/server/i18n/translate';
import { egp } from '@/server/money';
import {
  messageCustomer,
  messageStaff,
  notifyEnv,
  shopLink,
  type PeriodicJob,
} from '@/server/notify';
import {
  orderCustomerContact,
  pendingOrdersPlacedBetween,
  type OrderContact,
} from './order-contact-repository';
import { findAnyOrderRow } from './order-history-repository';
import { areaOf } from './order-mapper';
import type { Mover } from './order-workflow';

/** The shopper's message for each status an order moves to. */
const STATUS_EVENTS: Partial<Record<OrderStatus, MessageEvent>> = {
  Processing: 'order_processing',
  OutForDelivery: 'order_out_for_delivery',
  Delivered: 'order_delivered',
  Cancelled: 'order_cancelled',
};

/**
 * Tells the order's shopper what happened to it, in the language they last used, with a link
 * to the order page. Runs in the transaction of the change (ADR 0021). `scope` makes the
 * message one of its kind: a status is told once per order, a weighing once per total.
 */
async function tellShopper(
  trx: Db,
  order: OrderRow,
  event: MessageEvent,
  extra: {
    scope?: string;
    reason?: (locale: Locale) => string;
    /** The shopper's row when the caller has read it already (one round trip less). */
    contact?: OrderContact;
  } = {},
): Promise<void> {
  const contact = extra.contact ?? (await orderCustomerContact(trx, order.user_id));
  if (!contact) return;
  const locale: Locale = contact.locale ?? 'ar';
  await messageCustomer(trx, contact, {
    event,
    scope: extra.scope ?? `order:${order.id}`,
    locale,
    orderId: order.id,
    vars: {
      name: contact.name,
      number: order.number,
      total: egp(order.total_cents),
      link: shopLink(`/orders/${order.id}`, locale),
      ...(extra.reason ? { reason: extra.reason(locale) } : {}),
    },
  });
}

/**
 * A new order: its receipt to the shopper, and an alert to the staff who asked for one. The
 * order's transaction has the row it wrote and the shopper's contact in hand already.
 */
export async function tellOrderPlaced(
  trx: Db,
  order: OrderRow,
  contact: OrderContact,
): Promise<void> {
  await tellShopper(trx, order, 'order_placed', { contact });
  await messageStaff(trx, {
    event: 'new_order',
    scope: `order:${order.id}`,
    orderId: order.id,
    vars: (locale) => ({
      number: order.number,
      total: egp(order.total_cents),
      customer: contact.name,
      area: areaOf(order, locale),
      link: shopLink(`/dashboard/orders/${order.id}`, locale),
    }),
  });
}

/** A status move: the shopper hears of it (a cancellation with its reason). */
export async function tellStatusMove(
  trx: Db,
  orderId: number,
  to: OrderStatus,
  by: { mover: Mover; note: string },
): Promise<void> {
  const event = STATUS_EVENTS[to];
  const order = event ? await findAnyOrderRow(trx, orderId) : undefined;
  if (!event || !order) return;
  const reason = (locale: Locale) =>
    by.note.trim() ||
    translate(
      locale,
      by.mover === 'customer' ? 'message.cancelled_by_you' : 'message.cancelled_by_shop',
    );
  await tellShopper(trx, order, event, to === 'Cancelled' ? { reason } : {});
}

/**
 * The driver could not deliver and the order went back to the shop: the shopper hears why and
 * that the shop will arrange another time (once per failed stop).
 */
export async function tellDeliveryFailed(
  trx: Db,
  orderId: number,
  attempt: { stopId: number; reason: (locale: Locale) => string },
): Promise<void> {
  const order = await findAnyOrderRow(trx, orderId);
  if (!order) return;
  await tellShopper(trx, order, 'order_delivery_failed', {
    scope: `order:${order.id}:stop:${String(attempt.stopId)}`,
    reason: attempt.reason,
  });
}

/**
 * Staff accepted or rejected a complaint about the order: its shopper hears, with a link to
 * the order's page where the answer shows, once per complaint (however often it is saved).
 */
export async function tellComplaintAnswered(
  trx: Db,
  orderId: number,
  complaintId: number,
): Promise<void> {
  const order = await findAnyOrderRow(trx, orderId);
  if (!order) return;
  await tellShopper(trx, order, 'complaint_answered', { scope: `complaint:${complaintId}` });
}

/** The order was weighed: the shopper hears the final total (once per total). */
export async function tellWeighed(trx: Db, orderId: number): Promise<void> {
  const order = await findAnyOrderRow(trx, orderId);
  if (!order) return;
  await tellShopper(trx, order, 'order_weighed', {
    scope: `order:${order.id}:${order.total_cents}`,
  });
}

/**
 * Orders still Pending ORDER_WAITING_MINUTES after they were placed alert the staff again,
 * once each (the outbox's dedupe key); orders older than a day are left to the dashboard.
 */
export const waitingOrdersJob: PeriodicJob = {
  name: 'order-waiting',
  everyMs: 30_000,
  async run(db) {
    const minutes = notifyEnv().ORDER_WAITING_MINUTES;
    const cutoff = now() - minutes * 60_000;
    const orders = await pendingOrdersPlacedBetween(db, cutoff - 24 * 60 * 60_000, cutoff);
    for (const order of orders) {
      await messageStaff(db, {
        event: 'order_waiting',
        scope: `order:${order.id}`,
        orderId: order.id,
        vars: (locale) => ({
          number: order.number,
          minutes,
          link: shopLink(`/dashboard/orders/${order.id}`, locale),
        }),
      });
    }
  },
};
