import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';

export type ChannelPrefs = Pick<
  UserRow,
  'notify_sms' | 'notify_whatsapp' | 'notify_email' | 'notify_push'
>;

export interface PushSubscriptionRecord {
  id: number;
  user_id: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  topics: string;
}

export function pushSubscriptionsOf(db: Db, userId: number): Promise<PushSubscriptionRecord[]> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'topics'])
    .where('user_id', '=', userId)
    .orderBy('id')
    .execute();
}

export function findPushSubscription(
  db: Db,
  endpoint: string,
): Promise<PushSubscriptionRecord | undefined> {
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'topics'])
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
}

/** A subscription the push service says is gone (404/410) is dropped. */
export async function deletePushSubscription(db: Db, endpoint: string): Promise<void> {
  await db.deleteFrom('push_subscriptions').where('endpoint', '=', endpoint).execute();
}

export interface StaffRecipient {
  id: number;
  phone: string;
  locale: 'ar' | 'en' | null;
  notify_sms: 0 | 1 | null;
  notify_whatsapp: 0 | 1 | null;
  notify_push: 0 | 1 | null;
}

/** Sellers and admins whose accounts are switched on. */
export function staffRecipients(db: Db): Promise<StaffRecipient[]> {
  return db
    .selectFrom('users')
    .select(['id', 'phone', 'locale', 'notify_sms', 'notify_whatsapp', 'notify_push'])
    .where('role', 'in', ['seller', 'admin'])
    .where('is_active', '=', 1)
    .orderBy('id')
    .execute();
}

/** Push subscriptions of these accounts that follow `topic`. */
export function topicSubscriptions(
  db: Db,
  userIds: readonly number[],
  topic: string,
): Promise<PushSubscriptionRecord[]> {
  if (userIds.length === 0) return Promise.resolve([]);
  return db
    .selectFrom('push_subscriptions')
    .select(['id', 'user_id', 'endpoint', 'p256dh', 'auth', 'topics'])
    .where('user_id', 'in', userIds)
    .where((eb) =>
      eb.or([
        eb('topics', '=', topic),
        eb('topics', 'like', `${topic} %`),
        eb('topics', 'like', `% ${topic}`),
        eb('topics', 'like', `% ${topic} %`),
      ]),
    )
    .orderBy('id')
    .execute();
}

/** The language an account's messages are written in: the one it last used. */
export async function rememberLocale(db: Db, userId: number, locale: 'ar' | 'en'): Promise<void> {
  await db
    .updateTable('users')
    .set({ locale })
    .where('id', '=', userId)
    .where((eb) => eb.or([eb('locale', 'is', null), eb('locale', '!=', locale)]))
    .execute();
}
