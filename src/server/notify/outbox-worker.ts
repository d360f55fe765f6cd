import { randomUUID } from 'node:crypto';
import { isLocale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { log } from '@/server/log';
import { notifyEnv } from './notify-env';
import { claimDueMessages, markAttemptFailed, markSent, type OutboxRow } from './outbox-repository';
import { failureOf, type MessageVars, type OutgoingMessage } from './providers/provider';
import { configuredChannels, providers } from './providers/registry';
import { deletePushSubscription, findPushSubscription } from './recipients-repository';
import { retryDelay } from './schedule';

/** Each instance's name in the leases it takes (logs say which instance sent what). */
const OWNER = `${process.pid}-${randomUUID().slice(0, 8)}`;
const BATCH = 10;

function parseVars(json: string): MessageVars {
  try {
    const value: unknown = JSON.parse(json);
    return typeof value === 'object' && value !== null ? (value as MessageVars) : {};
  } catch {
    return {};
  }
}

/** The subscription a push row names, as the push provider takes it, or a reason it is gone. */
async function pushAddress(db: Db, endpoint: string): Promise<string | undefined> {
  const subscription = await findPushSubscription(db, endpoint);
  if (!subscription) return undefined;
  return JSON.stringify({
    endpoint,
    keys: { p256dh: subscription.p256dh, auth: subscription.auth },
  });
}

async function sendOne(
  db: Db,
  row: OutboxRow,
  owner: string,
): Promise<'sent' | 'retry' | 'failed'> {
  const env = notifyEnv();
  const provider = providers().get(row.channel);
  const fail = async (message: string, retryable: boolean, retryAfterMs?: number) => {
    const last = !retryable || row.attempts >= env.NOTIFY_MAX_ATTEMPTS;
    const nextAttemptAt = last
      ? undefined
      : now() + retryDelay(row.attempts, env.NOTIFY_RETRY_BASE_MS, retryAfterMs);
    await markAttemptFailed(db, row.id, owner, { error: message, nextAttemptAt });
    log.warn('notify.attempt_failed', {
      outbox_id: row.id,
      channel: row.channel,
      attempts: row.attempts,
      final: last,
      message,
    });
    return last ? ('failed' as const) : ('retry' as const);
  };
  if (!provider) return fail(`no ${row.channel} provider on this instance`, true);
  const to = row.channel === 'push' ? await pushAddress(db, row.recipient) : row.recipient;
  if (to === undefined) return fail('the browser unsubscribed', false);
  const message: OutgoingMessage = {
    channel: row.channel,
    to,
    template: row.event,
    locale: isLocale(row.locale) ? row.locale : 'ar',
    vars: parseVars(row.vars),
    reference: row.dedupe_key,
  };
  try {
    const receipt = await provider.send(message);
    await markSent(db, row.id, owner, { at: now(), providerId: receipt.providerId ?? null });
    log.info('notify.sent', { outbox_id: row.id, channel: row.channel, provider: provider.name });
    return 'sent';
  } catch (error) {
    const failure = failureOf(error);
    if (row.channel === 'push' && failure.gone) await deletePushSubscription(db, row.recipient);
    return fail(failure.message, failure.retryable, failure.retryAfterMs);
  }
}

/**
 * One pass: claims what is due on the channels this instance can send and sends it. Returns
 * how many rows it claimed (0: nothing was due).
 */
export async function sendDueMessages(db: Db, owner = OWNER): Promise<number> {
  const env = notifyEnv();
  const at = now();
  const rows = await claimDueMessages(db, {
    owner,
    at,
    leaseUntil: at + env.NOTIFY_LEASE_MS,
    limit: BATCH,
    channels: configuredChannels(),
  });
  await Promise.all(rows.map((row) => sendOne(db, row, owner)));
  return rows.length;
}

/** Sends until nothing is due (tests, and the worker after a wake-up). */
export async function drainOutbox(db: Db, owner = OWNER): Promise<number> {
  let total = 0;
  for (;;) {
    const claimed = await sendDueMessages(db, owner);
    total += claimed;
    if (claimed < BATCH) return total;
  }
}
