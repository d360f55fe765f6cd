import type { Locale } from '@/lib/i18n/locales';
import { hashPassword } from '@/server/auth/passwords';
import { revokeUserSessions } from '@/server/auth/session-repository';
import { digestsEqual, hashPin, newPin } from '@/server/auth/tokens';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/database';
import { inTransaction } from '@/server/db/transaction';
import type { UserRow } from '@/server/db/schema';
import { AppError } from '@/server/http/app-error';
import { translate } from '@/server/i18n/translate';
import { notify } from '@/server/notify/notifier';
import { limits } from '@/server/rate-limit/attempt-limits';
import {
  findLiveReset,
  insertReset,
  markResetUsed,
  recordWrongAttempt,
  voidOpenResets,
  type ResetRecord,
} from './reset-repository';
import { findUserByUsername, updatePasswordHash } from './user-repository';

export const PIN_LIFETIME_MS = 10 * 60 * 1000;
export const PIN_MAX_ATTEMPTS = 5;

/**
 * Sends a fresh 6-digit PIN (valid 10 minutes) to the account's e-mail, or to the outbox for
 * its mobile number. The answer is the same whether or not the username exists, and the
 * budgets apply to unknown usernames too, so neither reveals an account.
 */
export async function forgotPassword(
  db: Db,
  input: { username: string; deviceInfo: string; locale: Locale; clientIp: string },
): Promise<void> {
  await limits().forgotIp.hit(input.clientIp);
  await limits().forgotUser.hit(input.username);
  const user = await findUserByUsername(db, input.username);
  if (!user) return;
  const pin = newPin();
  const at = now();
  await inTransaction(db, async (trx) => {
    await voidOpenResets(trx, user.id, at);
    await insertReset(trx, {
      userId: user.id,
      pinHash: hashPin(pin, user.id),
      deviceInfo: input.deviceInfo,
      at,
      expiresAt: at + PIN_LIFETIME_MS,
    });
  });
  await notify(db, {
    to: { email: user.email, phone: user.phone },
    subject: translate(input.locale, 'mail.reset_subject'),
    text: translate(input.locale, 'mail.reset_body', { name: user.name, pin }),
  });
}

const wrongPin = () => AppError.field('pin', 'validation.wrong_pin');

/**
 * The user and live reset that `pin` opens, or a 400. A wrong PIN uses up one of its five
 * tries and one of the client's; unknown users, old PINs and wrong PINs answer alike.
 */
async function verifyPin(
  db: Db,
  input: { username: string; pin: string; clientIp: string },
): Promise<{ user: UserRow; reset: ResetRecord }> {
  const { pinIp } = limits();
  await pinIp.assertAllowed(input.clientIp);
  const at = now();
  const user = await findUserByUsername(db, input.username);
  const reset = user ? await findLiveReset(db, user.id, at, PIN_MAX_ATTEMPTS) : undefined;
  if (!user || !reset) {
    await pinIp.hit(input.clientIp);
    throw wrongPin();
  }
  if (!digestsEqual(reset.pin_hash, hashPin(input.pin, user.id))) {
    await recordWrongAttempt(db, reset.id, at, PIN_MAX_ATTEMPTS);
    await pinIp.hit(input.clientIp);
    throw wrongPin();
  }
  return { user, reset };
}

export async function checkPin(
  db: Db,
  input: { username: string; pin: string; clientIp: string },
): Promise<void> {
  await verifyPin(db, input);
}

/** Sets the new password, uses the PIN up and signs the account out everywhere. */
export async function resetPassword(
  db: Db,
  input: { username: string; pin: string; password: string; clientIp: string },
): Promise<void> {
  const { user, reset } = await verifyPin(db, input);
  const hash = await hashPassword(input.password);
  const at = now();
  await inTransaction(db, async (trx) => {
    if (!(await markResetUsed(trx, reset.id, at))) throw wrongPin();
    await updatePasswordHash(trx, user.id, hash, at);
    await revokeUserSessions(trx, user.id, at);
  });
}
