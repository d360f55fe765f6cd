import type { Db } from '@/server/db/db-types';

/** The PIN of the newest message the shop sent to `recipient`, read from the outbox. */
export async function latestPin(db: Db, recipient: string): Promise<string> {
  const row = await db
    .selectFrom('outbox')
    .select('body')
    .where('recipient', '=', recipient)
    .orderBy('id', 'desc')
    .executeTakeFirst();
  const pin = row ? /\b(\d{6})\b/.exec(row.body)?.[1] : undefined;
  if (!pin) throw new Error(`no PIN was sent to ${recipient}`);
  return pin;
}

export async function outboxCount(db: Db, recipient: string): Promise<number> {
  const row = await db
    .selectFrom('outbox')
    .select((eb) => eb.fn.countAll<number>().as('count'))
    .where('recipient', '=', recipient)
    .executeTakeFirstOrThrow();
  return row.count;
}

/** A 6-digit PIN that is not `pin`. */
export function otherPin(pin: string): string {
  return String((Number(pin) + 1) % 1_000_000).padStart(6, '0');
}
