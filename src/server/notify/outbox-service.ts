import type { HandMessage, OutboxMessage } from '@/contracts/outbox';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import {
  countOutbox,
  findOutboxMessage,
  listOutbox,
  type OutboxFilter,
} from './outbox-read-repository';
import { markSentByHand, redactExpiredSecrets, requeueMessage } from './outbox-repository';
import { toHandMessage, toOutboxMessage } from './outbox-view';
import { wakeOutboxWorker } from './wake';

type Page = { limit: number; offset: number };

/**
 * A page of the outbox as admins read it. Secrets that died by themselves since the last read
 * (a PIN past its ten minutes) are masked in the stored rows first, so the page never shows a
 * dead PIN and the table keeps it no longer than needed.
 */
export async function outboxPage(
  db: Db,
  filter: OutboxFilter,
  page: Page,
): Promise<{ rows: OutboxMessage[]; total: number }> {
  await redactExpiredSecrets(db, now());
  const [rows, total] = await Promise.all([listOutbox(db, filter, page), countOutbox(db, filter)]);
  return { rows: rows.map(toOutboxMessage), total };
}

/** The messages waiting for staff to send them themselves, oldest first. */
export async function handMessagesPage(
  db: Db,
  page: Page,
): Promise<{ rows: HandMessage[]; total: number }> {
  await redactExpiredSecrets(db, now());
  const filter: OutboxFilter = { byHand: true, status: 'pending' };
  const [rows, total] = await Promise.all([listOutbox(db, filter, page), countOutbox(db, filter)]);
  return { rows: rows.map(toHandMessage), total };
}

/** Admin's "send again" on a failed message; undefined when there is no such failed message. */
export async function retryOutboxMessage(db: Db, id: number): Promise<OutboxMessage | undefined> {
  if (!(await requeueMessage(db, id, now()))) return undefined;
  wakeOutboxWorker();
  const row = await findOutboxMessage(db, id);
  return row && toOutboxMessage(row);
}

/** Staff sent a waiting message themselves; undefined when it is not one waiting. */
export async function markHandMessageSent(
  db: Db,
  id: number,
  by: number,
): Promise<OutboxMessage | undefined> {
  if (!(await markSentByHand(db, id, by, now()))) return undefined;
  const row = await findOutboxMessage(db, id);
  return row && toOutboxMessage(row);
}

export { findOutboxMessage };
