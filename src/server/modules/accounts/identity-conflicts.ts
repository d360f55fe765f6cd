import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import type { MessageKey } from '@/server/i18n/translate';
import { takenIdentityFields, type IdentityField } from './user-repository';

// The 409 of a username, phone or e-mail that belongs to another account, for registration
// and account changes alike.

const TAKEN: Record<IdentityField, MessageKey> = {
  username: 'error.username_taken',
  phone: 'error.phone_taken',
  email: 'error.email_taken',
};

/** 409 naming each field another account holds; the first one's reason is the message. */
function takenError(fields: readonly [IdentityField, ...IdentityField[]]): AppError {
  return new AppError('conflict', {
    message: TAKEN[fields[0]],
    errors: Object.fromEntries(fields.map((field) => [field, { key: TAKEN[field] }])),
  });
}

export function refuseTaken(fields: readonly IdentityField[]): void {
  const [first, ...rest] = fields;
  if (first) throw takenError([first, ...rest]);
}

/**
 * The 409 for a write a unique index refused: another request took a value between the check
 * and the write. That request has committed by now, so asking again names the field; should
 * it have let go since, every field the write set is named.
 */
export async function takenConflict(
  db: Db,
  identity: { username?: string; phone?: string; email?: string | null },
  exceptUserId: number | undefined,
): Promise<AppError> {
  const [first, ...rest] = await takenIdentityFields(db, identity, exceptUserId);
  if (first) return takenError([first, ...rest]);
  const sent = (['username', 'phone', 'email'] as const).filter(
    (field) => identity[field] !== undefined && identity[field] !== null,
  );
  return takenError([sent[0] ?? 'username', ...sent.slice(1)]);
}
