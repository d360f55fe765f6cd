import { sql } from 'kysely';
import type { Db } from '@/server/db/db-types';

/** Browsers one account may have subscribed at once; past it the oldest is dropped. */
export const PUSH_SUBSCRIPTIONS_PER_ACCOUNT = 10;

export interface PushSubscriptionInput {
  userId: number;
  endpoint: string;
  p256dh: string;
  auth: string;
  /** Space-separated; undefined: the topics the browser follows stay as they are. */
  topics: string | undefined;
  at: number;
}

/**
 * The browser's subscription, new or renewed. An endpoint names one browser profile: the
 * same endpoint again (keys rotated, topics changed, another account signed in on that
 * browser) replaces what was kept, so the browser gets each message once, for its new owner.
 * Without topics, the owner's browser keeps the ones it follows (a seller who turns push on in
 * their profile still hears of new orders); another account's gets none.
 */
export async function upsertPushSubscription(
  db: Db,
  input: PushSubscriptionInput,
): Promise<number> {
  const row = await db
    .insertInto('push_subscriptions')
    .values({
      user_id: input.userId,
      endpoint: input.endpoint,
      p256dh: input.p256dh,
      auth: input.auth,
      topics: input.topics ?? '',
      created_at: input.at,
    })
    .onConflict((conflict) =>
      conflict.column('endpoint').doUpdateSet({
        user_id: input.userId,
        p256dh: input.p256dh,
        auth: input.auth,
        topics:
          input.topics ??
          sql<string>`case when push_subscriptions.user_id = ${input.userId}
            then push_subscriptions.topics else '' end`,
      }),
    )
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Keeps the account's newest subscriptions (a message goes to each: a bound on the fan-out). */
export async function dropOldPushSubscriptions(
  db: Db,
  userId: number,
  keep: number,
): Promise<void> {
  const kept = await db
    .selectFrom('push_subscriptions')
    .select('id')
    .where('user_id', '=', userId)
    .orderBy('id', 'desc')
    .limit(keep)
    .execute();
  if (kept.length < keep) return;
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where(
      'id',
      'not in',
      kept.map((row) => row.id),
    )
    .execute();
}

/** The topics one of the account's browsers follows (undefined: no such subscription). */
export async function ownPushTopics(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<string | undefined> {
  const row = await db
    .selectFrom('push_subscriptions')
    .select('topics')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .executeTakeFirst();
  return row?.topics;
}

/** Only the caller's own: another account's browser stays subscribed. */
export async function deleteOwnPushSubscription(
  db: Db,
  userId: number,
  endpoint: string,
): Promise<void> {
  await db
    .deleteFrom('push_subscriptions')
    .where('user_id', '=', userId)
    .where('endpoint', '=', endpoint)
    .execute();
}
