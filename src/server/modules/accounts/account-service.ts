import type { z } from 'zod';
import type {
  AuthResult,
  changePasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  updateAccountBodySchema,
  User,
} from '@/contracts/account';
import { hashPassword, verifyAgainstDecoy, verifyPassword } from '@/server/auth/passwords';
import { revokeSession, revokeUserSessions } from '@/server/auth/session-repository';
import { issueToken, type SessionUser } from '@/server/auth/sessions';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/database';
import { isUniqueViolation } from '@/server/db/db-errors';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/http/app-error';
import { limits } from '@/server/rate-limit/attempt-limits';
import { toUser } from './user-mapper';
import {
  findUserById,
  findUserByUsername,
  insertUser,
  updatePasswordHash,
  updateUserProfile,
} from './user-repository';

type RegisterInput = z.output<typeof registerBodySchema>;
type LoginInput = z.output<typeof loginBodySchema>;
type UpdateInput = z.output<typeof updateAccountBodySchema>;
type ChangePasswordInput = z.output<typeof changePasswordBodySchema>;

/** Registration always makes a customer; other roles come only from `npm run user:create`. */
export async function register(
  db: Db,
  input: RegisterInput,
  clientIp: string,
): Promise<AuthResult> {
  await limits().registerAddress.take(clientIp);
  const at = now();
  try {
    const row = await insertUser(db, {
      username: input.username,
      name: input.name,
      // Someone who signs up with an e-mail address can receive mail there.
      email: input.email ?? (input.username.includes('@') ? input.username : null),
      phone: input.phone,
      role: 'customer',
      passwordHash: await hashPassword(input.password),
      at,
    });
    return { token: await issueToken(db, row.id), user: toUser(row) };
  } catch (error) {
    if (isUniqueViolation(error)) {
      throw new AppError('conflict', {
        message: 'error.username_taken',
        errors: { username: { key: 'error.username_taken' } },
      });
    }
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
  if (!row || !valid) {
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

export async function updateAccount(db: Db, userId: number, input: UpdateInput): Promise<User> {
  const patch: { name?: string; email?: string | null; phone?: string } = {};
  if (input.name !== undefined) patch.name = input.name;
  if (input.email !== undefined) patch.email = input.email;
  if (input.phone !== undefined) patch.phone = input.phone;
  const row = await updateUserProfile(db, userId, patch, now());
  if (!row) throw new AppError('unauthorized');
  return toUser(row);
}

/**
 * Checks the current password, sets the new one and signs out every other device. Guessing
 * the current password here spends the account's sign-in budget, as guessing it at sign-in.
 */
export async function changePassword(
  db: Db,
  session: SessionUser,
  input: ChangePasswordInput,
  clientIp: string,
): Promise<void> {
  const row = await findUserById(db, session.userId);
  if (!row) throw new AppError('unauthorized');
  const attempt = await limits().signIn.begin(row.username, clientIp);
  if (!(await verifyPassword(input.password, row.password_hash))) {
    await attempt.failed();
    throw AppError.field('password', 'validation.wrong_password');
  }
  await attempt.succeeded();
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
