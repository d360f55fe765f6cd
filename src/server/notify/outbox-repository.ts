import { sql } from 'kysely';
import type { MessageChannel, MessageEvent } from '@/contracts/message-constants';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { engineOf } from '@/server/db/engine-of';
import type { OutboxRow } from '@/server/db/schema';

export type { OutboxRow };

export interface NewOutboxMessage {
  event: MessageEvent;
  channel: MessageChannel;
  recipient: string;
  dedupeKey: string;
  locale: Locale;
  subject: string;
  body: string;
  vars: string;
  createdAt: number;
  nextAttemptAt: number;
  byHand: boolean;
  orderId: number | null;
  userId: number | null;
  /** The body and values with their secret masked, and when the secret dies by itself. */
  secret?: { redactedBody: string; redactedVars: string; expiresAt: number };
}

/**
 * Writes the messages, each unless one with its dedupe key exists (a replayed change), in one
 * statement: a message to a shopper on three channels, or a new order's alerts to every staff
 * member, is one round trip in the order's transaction, not one per row. Answers the ids of
 * the new rows. Runs in the caller's transaction, so the messages exist exactly when the
 * change that causes them does.
 */
export async function insertOutboxMessages(
  db: Db,
  messages: readonly NewOutboxMessage[],
): Promise<number[]> {
  if (messages.length === 0) return [];
  const rows = await db
    .insertInto('outbox')
    .values(
      messages.map((message) => ({
        event: message.event,
        channel: message.channel,
        recipient: message.recipient,
        dedupe_key: message.dedupeKey,
        locale: message.locale,
        subject: message.subject,
        body: message.body,
        vars: message.vars,
        created_at: message.createdAt,
        status: 'pending' as const,
        attempts: 0,
        next_attempt_at: message.nextAttemptAt,
        by_hand: message.byHand ? 1 : 0,
        order_id: message.orderId,
        user_id: message.userId,
        redacted_body: message.secret?.redactedBody ?? null,
        redacted_vars: message.secret?.redactedVars ?? null,
        secret_expires_at: message.secret?.expiresAt ?? null,
      })),
    )
    .onConflict((conflict) => conflict.column('dedupe_key').doNothing())
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}

/**
 * Takes up to `limit` due messages of these channels for `owner` until `leaseUntil`, counting
 * an attempt on each. One statement: on PostgreSQL the rows are chosen `FOR UPDATE SKIP
 * LOCKED`, so instances claiming at once take different rows; SQLite runs one writer at a
 * time. A row whose lease ran out (its instance died mid-send) is due again.
 */
export async function claimDueMessages(
  db: Db,
  claim: {
    owner: string;
    at: number;
    leaseUntil: number;
    limit: number;
    channels: readonly MessageChannel[];
  },
): Promise<OutboxRow[]> {
  if (claim.channels.length === 0) return [];
  const due = sql`select id from outbox
    where status = 'pending' and by_hand = 0 and next_attempt_at <= ${claim.at}
      and (lease_until is null or lease_until <= ${claim.at})
      and channel in (${sql.join(claim.channels)})
    order by next_attempt_at, id
    limit ${claim.limit}`;
  const set = sql`lease_owner = ${claim.owner}, lease_until = ${claim.leaseUntil},
    attempts = attempts + 1`;
  // PostgreSQL may run an `in (subquery)` more than once per update (a semi-join), each run
  // locking more rows: the chosen ids are materialised once, then updated.
  const statement =
    engineOf(db) === 'postgres'
      ? sql<OutboxRow>`with chosen as materialized (${due} for update skip locked)
          update outbox set ${set} from chosen
          where outbox.id = chosen.id and outbox.status = 'pending'
          returning outbox.*`
      : sql<OutboxRow>`update outbox set ${set}
          where id in (${due}) and status = 'pending'
          returning *`;
  const { rows } = await statement.execute(db);
  return rows;
}

/** Only while `owner` still holds the row: a lease that ran out belongs to whoever took it. */
function held(db: Db, id: number, owner: string) {
  return db.updateTable('outbox').where('id', '=', id).where('lease_owner', '=', owner);
}

export async function markSent(
  db: Db,
  id: number,
  owner: string,
  outcome: { at: number; providerId: string | null },
): Promise<void> {
  await held(db, id, owner)
    .set({
      status: 'sent',
      delivered_at: outcome.at,
      provider_id: outcome.providerId,
      error: null,
      lease_owner: null,
      lease_until: null,
    })
    .execute();
}

/** Another try at `nextAttemptAt`, or (`nextAttemptAt` undefined) failed for good. */
export async function markAttemptFailed(
  db: Db,
  id: number,
  owner: string,
  outcome: { error: string; nextAttemptAt?: number },
): Promise<void> {
  await held(db, id, owner)
    .set({
      status: outcome.nextAttemptAt === undefined ? 'failed' : 'pending',
      next_attempt_at: outcome.nextAttemptAt ?? 0,
      error: outcome.error.slice(0, 500),
      lease_owner: null,
      lease_until: null,
    })
    .execute();
}

/** Staff's "send again": pending and due now, attempts counted afresh. */
export async function requeueMessage(db: Db, id: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({
      status: 'pending',
      attempts: 0,
      next_attempt_at: at,
      lease_owner: null,
      lease_until: null,
    })
    .where('id', '=', id)
    .where('status', '=', 'failed')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Staff sent it themselves (from the shop's WhatsApp): sent, by whom. */
export async function markSentByHand(db: Db, id: number, by: number, at: number): Promise<boolean> {
  const result = await db
    .updateTable('outbox')
    .set({ status: 'sent', delivered_at: at, sent_by: by, error: null })
    .where('id', '=', id)
    .where('by_hand', '=', 1)
    .where('status', '=', 'pending')
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** How far a message got, by its delivery reports: a later report never moves it back. */
const REPORT_RANK = ['sent', 'delivered', 'read'] as const;

/**
 * A delivery report of the provider (WhatsApp: sent, delivered, read, failed). Reports arrive
 * in any order: a `delivered` that comes after `read` changes nothing. `failed` (with its
 * error) always wins: staff must see it.
 */
export async function recordProviderStatus(
  db: Db,
  providerId: string,
  status: string,
  error?: string,
): Promise<boolean> {
  let query = db
    .updateTable('outbox')
    .set({
      provider_status: status.slice(0, 40),
      ...(error !== undefined ? { status: 'failed' as const, error: error.slice(0, 500) } : {}),
    })
    .where('provider_id', '=', providerId);
  const rank = REPORT_RANK.indexOf(status as (typeof REPORT_RANK)[number]);
  if (error === undefined && rank >= 0) {
    const settled = [...REPORT_RANK.slice(rank), 'failed'];
    query = query.where((eb) =>
      eb.or([eb('provider_status', 'is', null), eb('provider_status', 'not in', settled)]),
    );
  }
  const result = await query.executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** The body and values become their masked copies, kept since the row was written. */
function redactedOutbox(db: Db) {
  return db
    .updateTable('outbox')
    .set((eb) => ({
      body: eb.fn.coalesce('redacted_body', 'body'),
      vars: eb.fn.coalesce('redacted_vars', 'vars'),
      redacted_body: null,
      redacted_vars: null,
      secret_expires_at: null,
    }))
    .where('redacted_body', 'is not', null);
}

/** Masks the secrets of these messages; once masked, a message stays so. */
export async function redactOutboxMessages(db: Db, ids: readonly number[]): Promise<void> {
  if (ids.length === 0) return;
  await redactedOutbox(db).where('id', 'in', ids).execute();
}

/** Masks every secret that has died by itself at `at` (a PIN past its ten minutes). */
export async function redactExpiredSecrets(db: Db, at: number): Promise<void> {
  await redactedOutbox(db).where('secret_expires_at', '<=', at).execute();
}
