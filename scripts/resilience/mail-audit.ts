// What the shop's outbox holds and when its workers are done: the facts mail-verdict.ts judges
// against what the fake SMTP server received.
import type { Health } from '@/contracts/health';
import type { Db } from '@/server/db/db-types';
import { expectedMessageId, type ReceiptRow } from './mail-verdict';
import { call } from './shop-client';

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
