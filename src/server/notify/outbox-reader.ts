import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import {
  countOutbox,
  listOutbox,
  redactExpiredSecrets,
  type OutboxMessage,
} from './outbox-repository';

/**
 * A page of the outbox as admins read it (GET /admin/outbox). Secrets that died by themselves
 * since the last read (a PIN past its ten minutes) are masked in the stored rows first, so the
 * page never shows a dead PIN and the table keeps it no longer than it is needed. PINs used or
 * voided were masked in the transaction that did it (password-reset-service.ts).
 */
export async function outboxPage(
  db: Db,
  options: { limit: number; offset: number; recipient?: string },
): Promise<{ rows: OutboxMessage[]; total: number }> {
  await redactExpiredSecrets(db, now());
  const [rows, total] = await Promise.all([
    listOutbox(db, options),
    countOutbox(db, options.recipient),
  ]);
  return { rows, total };
}
