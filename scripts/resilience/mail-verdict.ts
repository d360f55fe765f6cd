// What the shop's outbox says it sent, against what the fake SMTP server received: each
// acknowledged order's receipt (order_placed by e-mail) must have arrived, and how often.
// Pure, so the verdict itself is unit-tested (tests/unit/resilience/mail-verdict.test.ts).
import { createHash } from 'node:crypto';

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

/** How often each Message-ID arrived. */
export function tally(ids: readonly string[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  return counts;
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
