import { sql } from 'kysely';
import type { EngineMigration, SchemaDb } from './column-types';

/**
 * Reset PINs stop being readable in the outbox once they are dead (round 3). Admins read the
 * outbox (GET /admin/outbox) to send SMS PINs by hand, so a message keeps its PIN while the PIN
 * is live and loses it afterwards:
 *
 * - `outbox.redacted_body`: the message with its secret masked, written beside it; the body
 *   becomes this once the secret is dead, and the column goes back to NULL.
 * - `outbox.secret_expires_at`: when the secret dies by itself (a PIN's ten minutes).
 * - `password_resets.outbox_id`: the message that carried the PIN, masked in the transaction
 *   that uses or voids the PIN. No foreign key: a message is kept however the resets go.
 *
 * Reset messages written before this have no such columns filled: each gets its masked copy
 * and its PIN's expiry (ten minutes after it was written) here, so the next read of the
 * outbox masks the dead ones. The text is matched as the shop wrote it then (mail.reset_*).
 */
const RESET_SUBJECTS = ['Your password reset PIN', 'رمز إعادة تعيين كلمة المرور'];
const PIN_LIFETIME_MS = 10 * 60 * 1000;
const MASK = '••••••';

async function maskOldResetMessages(db: SchemaDb): Promise<void> {
  const { rows } = await sql<{ id: number; body: string; created_at: number | string }>`
    select id, body, created_at from outbox where subject in (${sql.join(RESET_SUBJECTS)})`.execute(
    db,
  );
  for (const row of rows) {
    const redacted = row.body.replace(/(?<!\d)\d{6}(?!\d)/g, MASK);
    const expiresAt = Number(row.created_at) + PIN_LIFETIME_MS;
    await sql`update outbox set redacted_body = ${redacted}, secret_expires_at = ${expiresAt}
      where id = ${row.id}`.execute(db);
  }
}

export const outboxRedactionMigration: EngineMigration = {
  async up(db) {
    await db.schema.alterTable('outbox').addColumn('redacted_body', 'text').execute();
    await db.schema.alterTable('outbox').addColumn('secret_expires_at', 'bigint').execute();
    await db.schema.alterTable('password_resets').addColumn('outbox_id', 'integer').execute();
    // Every read of the outbox looks for secrets past their time: only the few still unmasked
    // are in this index, however long the outbox grows.
    await sql`create index outbox_live_secrets on outbox (secret_expires_at)
      where secret_expires_at is not null`.execute(db);
    await maskOldResetMessages(db);
  },

  async down(db) {
    await db.schema.dropIndex('outbox_live_secrets').ifExists().execute();
    await db.schema.alterTable('password_resets').dropColumn('outbox_id').execute();
    await db.schema.alterTable('outbox').dropColumn('secret_expires_at').execute();
    await db.schema.alterTable('outbox').dropColumn('redacted_body').execute();
  },
};
