import type { Db } from '@/server/db/db-types';
import { forUpdate } from '@/server/db/row-lock';

function contactQuery(db: Db, userId: number) {
  return db
    .selectFrom('users')
    .select([
      'id',
      'name',
      'email',
      'phone',
      'locale',
      'notify_sms',
      'notify_whatsapp',
      'notify_email',
      'notify_push',
    ])
    .where('id', '=', userId);
}

/** The orderer as messages need them: where and how to reach them, and their name. */
export function orderCustomerContact(db: Db, userId: number) {
  return contactQuery(db, userId).executeTakeFirst();
}

export type OrderContact = NonNullable<Awaited<ReturnType<typeof orderCustomerContact>>>;

/**
 * The orderer's contact, read with their row locked until the transaction ends: lockUser's
 * lock and the read the order's messages need, in one round trip instead of two.
 */
export function lockOrderCustomer(trx: Db, userId: number): Promise<OrderContact | undefined> {
  return forUpdate(trx, contactQuery(trx, userId)).executeTakeFirst();
}

/** Pending orders placed between `from` and `to` (staff are alerted once about each). */
export function pendingOrdersPlacedBetween(db: Db, from: number, to: number) {
  return db
    .selectFrom('orders')
    .select(['id', 'number', 'created_at'])
    .where('status', '=', 'Pending')
    .where('created_at', '>=', from)
    .where('created_at', '<', to)
    .orderBy('id')
    .limit(100)
    .execute();
}
