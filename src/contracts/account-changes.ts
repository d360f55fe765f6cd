import { toAsciiDigits } from '@/contracts/phone';

// Which contact details an account update changes, decided alike by the server (which then
// asks for the current password) and the profile form (which then shows its field). Plain
// functions without zod, for the form's first load.

/** The contact details an account has on record. */
export interface SavedContacts {
  email: string | null;
  phone: string;
}

/** Contact details as sent: a missing field is left as it is; '' or null removes the e-mail. */
export interface SentContacts {
  email?: string | null;
  phone?: string;
}

/** An e-mail folded as stored (lower case), or null for none. */
export function normalizedEmail(value: string | null): string | null {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed.toLowerCase();
}

/** A mobile number folded as stored: ASCII digits, no spaces or dashes. */
export function normalizedPhone(value: string): string {
  return toAsciiDigits(value.trim()).replace(/[\s-]/g, '');
}

/** Whether each contact detail differs from the one on record; re-sending it is no change. */
export function contactChanges(
  saved: SavedContacts,
  sent: SentContacts,
): { email: boolean; phone: boolean } {
  return {
    email: sent.email !== undefined && normalizedEmail(sent.email) !== normalizedEmail(saved.email),
    phone: sent.phone !== undefined && normalizedPhone(sent.phone) !== saved.phone,
  };
}
