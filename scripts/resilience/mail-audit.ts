// What the shop's outbox says it sent, against what the fake SMTP server received: each
// acknowledged order's receipt (order_placed by e-mail) must have arrived, and how often.
import { createHash } from 'node:crypto';
import type { Health } from '@/contracts/health';
import type { Db } from '@/server/db/db-types';
import { tally } from './fake-smtp';
import { call } from './shop-client';

export interface ReceiptRow {
  orderId: number;
  messageId: string;
  status: string;
}

/**
 * The Message-ID the shop's e-mail provider gives a message, written out again here (the
 * test's own oracle): the first 32 hex digits of the SHA-256 of its dedupe key.
 */
export function expectedMessageId(dedupeKey: string): string {
  return `<${createHash('sha256').update(dedupeKey).digest('hex').slice(0, 32)}@dakahlia-poultry>`;
}

/** Every order receipt by e-mail in the outbox. */
export async function receiptRows(db: Db): Promise<ReceiptRow[]> {
  const rows = await db
    .selectFrom('outbox')
    .select(['order_id', 'dedupe_key', 'status'])
    .where('event', '=', 'order_placed')
    .where('channel', '=', 'email')
    .orderBy('id')
    .execute();
  return rows.map((row) => ({
    orderId: row.order_id ?? 0,
    messageId: expectedMessageId(row.dedupe_key),
    status: row.status,
  }));
}

/**
 * Polls the shop's health answer (issue 40's outbox counts) until no message waits for a
 * worker; returns how long that took, or throws after `timeoutMs`.
 */
export async function waitForEmptyOutbox(origin: string, timeoutMs: number): Promise<number> {
  const started = Date.now();
  let last = -1;
  while (Date.now() - started < timeoutMs) {
    const answer = await call<Health>(origin, '/health').catch(() => undefined);
    last = answer?.results?.outbox.pending ?? -1;
    if (last === 0) return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`the outbox still had ${last} messages pending after ${timeoutMs} ms`);
}

export interface MailAudit {
  problems: string[];
  /** Message-IDs that arrived more than once. */
  repeated: string[];
}

/**
 * Each acknowledged order has one receipt row, sent; its Message-ID arrived once, or (only
 * for `mayRepeat`: mails the SMTP server had accepted before the sender was killed) more
 * than once under the same Message-ID; no other mail arrived.
 */
export function auditMails(
  acknowledged: readonly number[],
  rows: readonly ReceiptRow[],
  received: readonly string[],
  mayRepeat: ReadonlySet<string> = new Set(),
): MailAudit {
  const problems: string[] = [];
  const rowsByOrder = new Map<number, ReceiptRow[]>();
  for (const row of rows)
    rowsByOrder.set(row.orderId, [...(rowsByOrder.get(row.orderId) ?? []), row]);
  for (const orderId of acknowledged) {
    const count = rowsByOrder.get(orderId)?.length ?? 0;
    if (count !== 1) problems.push(`order ${orderId}: ${count} receipt rows in the outbox`);
  }
  const unsent = rows.filter((row) => row.status !== 'sent');
  if (unsent.length > 0) problems.push(`${unsent.length} receipts not marked sent`);
  const counts = tally(received);
  const repeated: string[] = [];
  for (const row of rows) {
    const times = counts.get(row.messageId) ?? 0;
    if (times === 0) problems.push(`order ${row.orderId}: its receipt never arrived`);
    if (times > 1) {
      repeated.push(row.messageId);
      if (!mayRepeat.has(row.messageId))
        problems.push(`order ${row.orderId}: its receipt arrived ${times} times`);
    }
  }
  const expected = new Set(rows.map((row) => row.messageId));
  const strangers = received.filter((id) => !expected.has(id));
  if (strangers.length > 0) problems.push(`${strangers.length} mails that are no order receipt`);
  return { problems, repeated };
}
