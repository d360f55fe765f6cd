import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';
import { translate } from '@/server/i18n/translate';
import { notify } from '@/server/notify/notifier';

/**
 * Enough of the new address for the owner to recognise their own, not enough for a stranger
 * reading the old mailbox to learn where the account went: `mona.adel@example.com` →
 * `mo•••@example.com`.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  const local = email.slice(0, Math.max(at, 0));
  const shown = local.slice(0, local.length > 2 ? 2 : 1);
  return `${shown}•••${at >= 0 ? email.slice(at) : ''}`;
}

/** `01012345678` → `010•••••678`. */
export function maskPhone(phone: string): string {
  return `${phone.slice(0, 3)}•••••${phone.slice(-3)}`;
}

/**
 * Tells the account's previous contact details that they were replaced, so an owner whose
 * account was taken over hears of it where they still read: an e-mail change goes where reset
 * PINs went until now (the old e-mail, or the phone when there was none), a phone change to
 * the old phone. Through the outbox like every message (notifier.ts), in the caller's language.
 */
export async function sendContactNotices(
  db: Db,
  before: UserRow,
  after: UserRow,
  changes: { email: boolean; phone: boolean },
  locale: Locale,
): Promise<void> {
  const subject = translate(locale, 'mail.contact_changed_subject');
  const name = before.name;
  if (changes.email) {
    const text = after.email
      ? translate(locale, 'mail.email_changed_body', { name, email: maskEmail(after.email) })
      : translate(locale, 'mail.email_removed_body', { name });
    await notify(db, { to: { email: before.email, phone: before.phone }, subject, text });
  }
  if (changes.phone) {
    const text = translate(locale, 'mail.phone_changed_body', {
      name,
      phone: maskPhone(after.phone),
    });
    await notify(db, { to: { email: null, phone: before.phone }, subject, text });
  }
}
