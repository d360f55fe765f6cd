import type { z } from 'zod';
import { contactChanges } from '@/contracts/account-changes';
import type {
  AuthResult,
  changePasswordBodySchema,
  loginBodySchema,
  Profile,
  registerBodySchema,
  updateAccountBodySchema,
  User,
} from '@/contracts/account';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@/server/auth/passwords';
import { revokeSession, revokeUserSessions } from '@/server/auth/session-repository';
import { issueToken, type SessionUser } from '@/server/auth/sessions';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { UserRow } from '@/server/db/schema';
import { isUniqueViolation } from '@/server/db/db-errors';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import type { Locale } from '@/lib/i18n/locales';
import { egp } from '@/server/money';
import { creditBalance } from '@/server/modules/credits';
import { limits } from '@/server/rate-limit/attempt-limits';
import { sendContactNotices } from './contact-notices';
import { refuseTaken, takenConflict } from './identity-conflicts';
import { toUser } from './user-mapper';
import {
  findUserById,
  findUserByUsername,
  insertUser,
  takenIdentityFields,
  updatePasswordHash,
  updateUserProfile,
} from './user-repository';

type RegisterInput = z.output<typeof registerBodySchema>;
type LoginInput = z.output<typeof loginBodySchema>;
type UpdateInput = z.output<typeof updateAccountBodySchema>;
type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

/** Registration always makes a customer; staff are added by an admin (staff-service.ts). */
export async function register(
  db: Db,
  input: RegisterInput,
  clientIp: string,
): Promise<AuthResult> {
  await limits().registerAddress.take(clientIp);
  const at = now();
  const identity = {
    username: input.username,
    phone: input.phone,
    // Someone who signs up with an e-mail address can receive mail there.
    email: input.email ?? (input.username.includes('@') ? input.username : null),
  };
  refuseTaken(await takenIdentityFields(db, identity));
  try {
    const row = await insertUser(db, {
      ...identity,
      name: input.name,
      role: 'customer',
      passwordHash: await hashPassword(input.password),
      at,
    });
    return { token: await issueToken(db, row.id), user: toUser(row) };
  } catch (error) {
    if (isUniqueViolation(error)) throw await takenConflict(db, identity, undefined);
    throw error;
  }
}

/**
 * The attempt is taken from the sign-in budgets before the password is checked
 * (rate-limit/attempt-policy.ts), for unknown usernames too; an unknown username costs the
 * same time as a known one, so neither the answer nor its timing tells them apart.
 */
export async function login(db: Db, input: LoginInput, clientIp: string): Promise<AuthResult> {
  const attempt = await limits().signIn.begin(input.username, clientIp);
  const row = await findUserByUsername(db, input.username);
  const valid = row
    ? await verifyPassword(input.password, row.password_hash)
    : await verifyAgainstDecoy(input.password);
  // A switched-off account answers as a wrong password does: nothing tells them apart.
  if (!row || !valid || row.is_active !== 1) {
    await attempt.failed();
    throw new AppError('invalid_input', { message: 'error.invalid_credentials' });
  }
  await attempt.succeeded();
  return { token: await issueToken(db, row.id), user: toUser(row) };
}

export async function logout(db: Db, session: SessionUser): Promise<void> {
  await revokeSession(db, session.sessionId, now());
}

export async function profile(db: Db, userId: number): Promise<User> {
  const row = await findUserById(db, userId);
  if (!row) throw new AppError('unauthorized');
  return toUser(row);
}

/** GET /user/profile: the account and the credit (EGP) its next orders will take off. */
export async function profileWithCredit(db: Db, userId: number): Promise<Profile> {
  const [account, creditCents] = await Promise.all([
    profile(db, userId),
    creditBalance(db, userId, 'credit'),
  ]);
  return { ...account, credit: egp(creditCents) };
}

/**
 * Name, e-mail and phone. Reset PINs go to the e-mail (or the phone), so changing either
 * needs the current password, checked against the sign-in budgets as at change-password; the
 * password comes first, so a stolen token cannot learn which e-mails and phones have
 * accounts. Neither may be another account's (409), and the old ones are told of the change.
 */
export async function updateAccount(
  db: Db,
  userId: number,
  input: UpdateInput,
  context: { clientIp: string; locale: Locale },
): Promise<User> {
  const before = await findUserById(db, userId);
  if (!before) throw new AppError('unauthorized');
  const changes = contactChanges(before, input);
  if (changes.email || changes.phone) {
    if (input.password === undefined) {
      throw AppError.field('password', 'validation.current_password_required');
    }
    await checkCurrentPassword(before, input.password, context.clientIp);
  }
  const patch: { name?: string; email?: string | null; phone?: string } = {};
  if (input.name !== undefined) patch.name = input.name;
  if (changes.email) patch.email = input.email ?? null;
  if (changes.phone) patch.phone = input.phone;
  const contacts = { email: patch.email, phone: patch.phone };
  let after: UserRow | undefined;
  try {
    // One transaction, so on SQLite no other request's write comes between check and write;
    // on PostgreSQL a racing one is refused by the unique indexes (caught below).
    // The notices are written with the change (ADR 0021): both happen, or neither.
    after = await inTransaction(db, async (trx) => {
      refuseTaken(await takenIdentityFields(trx, contacts, userId));
      const updated = await updateUserProfile(trx, userId, patch, now());
      if (updated) await sendContactNotices(trx, before, updated, changes, context.locale);
      return updated;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await takenConflict(db, contacts, userId);
    throw error;
  }
  if (!after) throw new AppError('unauthorized');
  return toUser(after);
}

/**
 * Checks a signed-in account's current password. Guessing it here spends the account's
 * sign-in budget, as guessing it at sign-in does: a stolen token gets no separate budget.
 */
async function checkCurrentPassword(row: UserRow, password: string, clientIp: string) {
  const attempt = await limits().signIn.begin(row.username, clientIp);
  if (!(await verifyPassword(password, row.password_hash))) {
    await attempt.failed();
    throw AppError.field('password', 'validation.wrong_password');
  }
  await attempt.succeeded();
}

/** Checks the current password, sets the new one and signs out every other device. */
export async function changePassword(
  db: Db,
  session: SessionUser,
  input: ChangePasswordInput,
  clientIp: string,
): Promise<void> {
  const row = await findUserById(db, session.userId);
  if (!row) throw new AppError('unauthorized');
  await checkCurrentPassword(row, input.password, clientIp);
  if (input.new_password === input.password) {
    throw AppError.field('new_password', 'validation.same_password');
  }
  const at = now();
  const hash = await hashPassword(input.new_password);
  await inTransaction(db, async (trx) => {
    await updatePasswordHash(trx, row.id, hash, at);
    await revokeUserSessions(trx, row.id, at, session.sessionId);
  });
}
