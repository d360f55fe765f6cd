import { sql } from 'kysely';
import { withId, zero, notNull, type EngineMigration, type SchemaDb } from './column-types';

/**
 * The outbox becomes the queue every message goes through (issue 40, ADR 0021):
 *
 * - `outbox`: the event that caused the message, its language and template values (a row is
 *   sent by a worker, possibly hours later, possibly by another instance), a dedupe key unique
 *   per (event, channel, recipient) so a retried or replayed change writes it once, a status
 *   (`pending`, `sent`, `failed`), attempts with the time of the next one, a lease (who holds
 *   the row and until when: a killed instance's rows are picked up once it runs out), the
 *   order and account it concerns, `by_hand` for a message no configured provider can send
 *   (staff send it from the shop's own WhatsApp), and what the provider said about it.
 * - `users`: the channels a person turned on or off (NULL: the shop's default for them) and
 *   the language they last used, which their messages are written in.
 * - `push_subscriptions`: a browser's push endpoint and keys, and the topics staff follow.
 *
 * Messages written before this were either sent by e-mail (delivered_at) or left for staff
 * to send by hand (text messages and unsent mails): they keep that meaning here.
 */
async function describeOldMessages(db: SchemaDb): Promise<void> {
  await sql`update outbox set dedupe_key = ${'legacy:'} || id, status = case
      when delivered_at is not null then 'sent' else 'pending' end,
      by_hand = case when delivered_at is not null then 0 else 1 end,
      event = case when redacted_body is not null or secret_expires_at is not null
        or subject in ('Your password reset PIN', 'رمز إعادة تعيين كلمة المرور')
        then 'pin' else 'contact_changed' end`.execute(db);
}

export const messageOutboxMigration: EngineMigration = {
  async up(db, engine) {
    const outbox = () => db.schema.alterTable('outbox');
    await outbox()
      .addColumn('event', 'text', (col) => col.notNull().defaultTo(''))
      .execute();
    await outbox().addColumn('dedupe_key', 'text').execute();
    await outbox()
      .addColumn('locale', 'text', (col) => col.notNull().defaultTo('ar'))
      .execute();
    await outbox()
      .addColumn('vars', 'text', (col) => col.notNull().defaultTo('{}'))
      .execute();
    await outbox().addColumn('redacted_vars', 'text').execute();
    await outbox()
      .addColumn('status', 'text', (col) => col.notNull().defaultTo('pending'))
      .execute();
    await outbox().addColumn('attempts', 'integer', zero).execute();
    await outbox().addColumn('next_attempt_at', 'bigint', zero).execute();
    await outbox().addColumn('lease_until', 'bigint').execute();
    await outbox().addColumn('lease_owner', 'text').execute();
    await outbox().addColumn('order_id', 'integer').execute();
    await outbox().addColumn('user_id', 'integer').execute();
    await outbox().addColumn('by_hand', 'integer', zero).execute();
    await outbox().addColumn('provider_id', 'text').execute();
    await outbox().addColumn('provider_status', 'text').execute();
    await outbox().addColumn('sent_by', 'integer').execute();
    await describeOldMessages(db);
    await db.schema
      .createIndex('outbox_dedupe_key')
      .on('outbox')
      .column('dedupe_key')
      .unique()
      .execute();
    // The worker's claim reads only what is due: pending rows, by time.
    await sql`create index outbox_due on outbox (next_attempt_at)
      where status = 'pending' and by_hand = 0`.execute(db);
    await db.schema.createIndex('outbox_order').on('outbox').column('order_id').execute();
    await db.schema.createIndex('outbox_provider_id').on('outbox').column('provider_id').execute();

    // Staff's pulse (new orders, how many wait) and the still-pending alert read only these.
    await sql`create index orders_pending on orders (created_at)
      where status = 'Pending'`.execute(db);

    const users = () => db.schema.alterTable('users');
    for (const channel of ['sms', 'whatsapp', 'email', 'push']) {
      await users().addColumn(`notify_${channel}`, 'integer').execute();
    }
    await users().addColumn('locale', 'text').execute();

    await withId(db.schema.createTable('push_subscriptions'), engine)
      .addColumn('user_id', 'integer', (col) =>
        col.notNull().references('users.id').onDelete('cascade'),
      )
      .addColumn('endpoint', 'text', (col) => col.notNull().unique())
      .addColumn('p256dh', 'text', notNull)
      .addColumn('auth', 'text', notNull)
      .addColumn('topics', 'text', (col) => col.notNull().defaultTo(''))
      .addColumn('created_at', 'bigint', notNull)
      .execute();
    await db.schema
      .createIndex('push_subscriptions_user')
      .on('push_subscriptions')
      .column('user_id')
      .execute();
  },

  async down(db) {
    await db.schema.dropTable('push_subscriptions').execute();
    for (const column of [
      'locale',
      'notify_push',
      'notify_email',
      'notify_whatsapp',
      'notify_sms',
    ]) {
      await db.schema.alterTable('users').dropColumn(column).execute();
    }
    await db.schema.dropIndex('orders_pending').ifExists().execute();
    for (const index of ['outbox_provider_id', 'outbox_order', 'outbox_due', 'outbox_dedupe_key']) {
      await db.schema.dropIndex(index).ifExists().execute();
    }
    for (const column of [
      'sent_by',
      'provider_status',
      'provider_id',
      'by_hand',
      'user_id',
      'order_id',
      'lease_owner',
      'lease_until',
      'next_attempt_at',
      'attempts',
      'status',
      'redacted_vars',
      'vars',
      'locale',
      'dedupe_key',
      'event',
    ]) {
      await db.schema.alterTable('outbox').dropColumn(column).execute();
    }
  },
};
