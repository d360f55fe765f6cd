import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';
import { maskEmail, maskPhone, messageAddress } from '@/server/notify';

export { maskEmail, maskPhone };

/**
 * Tells the account's previous contact details that they were replaced, so an owner whose
 * account was taken over hears of it where they still read: an e-mail change goes where reset
 * PINs went until now (the old e-mail, or the phone when there was none), a phone change to
 * the old phone. Written in the transaction of the change (outbox, ADR 0021), whatever the
 * owner turned off, in the caller's language.
 */
export async function sendContactNotices(
  trx: Db,
  before: UserRow,
  after: UserRow,
  changes: { email: boolean; phone: boolean },
  locale: Locale,
): Promise<void> {
  const base = { event: 'contact_changed' as const, locale };
  const name = before.name;
  const stamp = after.updated_at;
  if (changes.email) {
    const vars = after.email
      ? { name, change: 'email', value: maskEmail(after.email) }
      : { name, change: 'email_removed', value: '' };
    const target = before.email
      ? { channel: 'email' as const, to: before.email }
      : { channel: 'sms' as const, to: before.phone };
    await messageAddress(
      trx,
      { ...target, userId: before.id },
      {
        ...base,
        scope: `email:${stamp}`,
        vars,
      },
    );
  }
  if (changes.phone) {
    await messageAddress(
      trx,
      { channel: 'sms', to: before.phone, userId: before.id },
      {
        ...base,
        scope: `phone:${stamp}`,
        vars: { name, change: 'phone', value: maskPhone(after.phone) },
      },
    );
  }
}
