import type { Role } from '@/contracts/account';
import { NEW_ORDERS_TOPIC } from '@/contracts/message-constants';
import type { PushSubscribeBody } from '@/contracts/push';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { notifyEnv } from '@/server/notify';
import {
  deleteOwnPushSubscription,
  dropOldPushSubscriptions,
  ownPushTopics,
  PUSH_SUBSCRIPTIONS_PER_ACCOUNT,
  upsertPushSubscription,
} from './push-repository';

const STAFF: readonly Role[] = ['seller', 'admin'];

/**
 * The push services of the browsers people use (Chrome, Edge, Samsung Internet and Opera via
 * Google's FCM; Firefox; Safari; Windows). The worker POSTs to a subscription's endpoint, so
 * any other address would let an account make the shop send requests where it likes (inside
 * its own network too): it is refused, unless PUSH_EXTRA_HOSTS names its host.
 */
const PUSH_SERVICE_HOSTS = [
  'fcm.googleapis.com',
  'android.googleapis.com',
  'updates.push.services.mozilla.com',
  'push.apple.com',
  'notify.windows.com',
];

export function isPushServiceEndpoint(endpoint: string, extraHosts: readonly string[]): boolean {
  const host = new URL(endpoint).hostname.toLowerCase();
  if (extraHosts.includes(host)) return true;
  return PUSH_SERVICE_HOSTS.some((known) => host === known || host.endsWith(`.${known}`));
}

/**
 * Keeps the caller's browser subscription and answers its id. Alerts of new orders are for
 * staff: a shopper asking for them gets a 403 rather than a subscription that stays silent.
 */
export async function subscribePush(
  db: Db,
  caller: { userId: number; role: Role },
  body: PushSubscribeBody,
): Promise<number> {
  if (!isPushServiceEndpoint(body.endpoint, notifyEnv().PUSH_EXTRA_HOSTS)) {
    throw AppError.field('endpoint', 'validation.push_service');
  }
  const topics = body.topics;
  if (topics?.includes(NEW_ORDERS_TOPIC) && !STAFF.includes(caller.role)) {
    throw new AppError('forbidden', { message: 'error.push_topic_staff' });
  }
  const replaces = body.replaces !== body.endpoint ? body.replaces : undefined;
  return inTransaction(db, async (trx) => {
    // A moved subscription keeps what the old one followed (a seller's new-order alerts), in
    // the same transaction that forgets the old one: never both, never neither.
    const kept = replaces ? await ownPushTopics(trx, caller.userId, replaces) : undefined;
    const id = await upsertPushSubscription(trx, {
      userId: caller.userId,
      endpoint: body.endpoint,
      p256dh: body.keys.p256dh,
      auth: body.keys.auth,
      topics: topics?.join(' ') ?? kept,
      at: now(),
    });
    if (replaces) await deleteOwnPushSubscription(trx, caller.userId, replaces);
    await dropOldPushSubscriptions(trx, caller.userId, PUSH_SUBSCRIPTIONS_PER_ACCOUNT);
    return id;
  });
}

export async function unsubscribePush(db: Db, userId: number, endpoint: string): Promise<void> {
  await deleteOwnPushSubscription(db, userId, endpoint);
}
