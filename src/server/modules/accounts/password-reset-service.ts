import type { Locale } from '@/lib/i18n/locales';
import { hashPassword } from '@/server/auth/passwords';
import { revokeUserSessions } from '@/server/auth/session-repository';
import { digestsEqual, hashPin, newPin } from '@/server/auth/tokens';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { lockUser } from '@/server/db/row-lock';
import { inTransaction } from '@/server/db/transaction';
import type { UserRow } from '@/server/db/schema';
import { AppError } from '@/server/errors/app-error';
import { messageCustomer, redactOutboxMessages } from '@/server/notify';
import { limits } from '@/server/rate-limit/attempt-limits';
import {
  findLiveReset,
  hasResetSince,
  insertReset,
  linkResetMessage,
  markResetUsed,
  recordWrongAttempt,
  voidOpenResets,
  type ResetRecord,
} from './reset-repository';
import { findUserByUsername, updatePasswordHash } from './user-repository';

export const PIN_LIFETIME_MS = 10 * 60 * 1000;
export const PIN_MAX_ATTEMPTS = 5;
/** A PIN younger than this is not replaced: asking again cannot void it more often. */
export const PIN_REISSUE_MS = 60 * 1000;

/** What the outbox shows of a PIN once it is dead (used, replaced, tried out or expired). */
export const PIN_MASK = '••••••';

/** The budget key of one username asked for from one client address. */
const pairKey = (username: string, clientIp: string) => `${username}\u0000${clientIp}`;

/**
 * Sends a fresh 6-digit PIN (valid 10 minutes) to the account's e-mail, or to the outbox for
 * its mobile number, voiding the one before. The answer is the same whether or not the
 * username exists, and the budgets apply to unknown usernames too, so neither reveals an
 * account. Budgets count per username and client address together, so a stranger asking for
 * someone's PIN spends only their own; and a PIN less than a minute old stays the live one,
 * so nobody can void the owner's PIN more than once a minute.
 */
export async function forgotPassword(
  db: Db,
  input: { username: string; deviceInfo: string; locale: Locale; clientIp: string },
): Promise<void> {
  await limits().forgotAddress.take(input.clientIp);
  await limits().forgotPair.take(pairKey(input.username, input.clientIp));
  const user = await findUserByUsername(db, input.username);
  // A switched-off account is as good as unknown: a PIN would only tease its old holder.
  if (!user || user.is_active !== 1) return;
  const pin = newPin();
  const at = now();
  const expiresAt = at + PIN_LIFETIME_MS;
  // The PIN, its message and the voiding of the PINs it replaces commit together (ADR 0021).
  await inTransaction(db, async (trx) => {
    await lockUser(trx, user.id);
    if (await hasResetSince(trx, user.id, at - PIN_REISSUE_MS)) return;
    // The PINs this one replaces are dead: their messages lose them in the same commit.
    await redactOutboxMessages(trx, await voidOpenResets(trx, user.id, at));
    const resetId = await insertReset(trx, {
      userId: user.id,
      pinHash: hashPin(pin, user.id),
      deviceInfo: input.deviceInfo,
      at,
      expiresAt,
    });
    const [outboxId] = await messageCustomer(trx, user, {
      event: 'pin',
      scope: `reset:${resetId}`,
      locale: input.locale,
      account: true,
      vars: { name: user.name, pin },
      secret: { redactedVars: { name: user.name, pin: PIN_MASK }, expiresAt },
    });
    if (outboxId !== undefined) await linkResetMessage(trx, resetId, outboxId);
  });
}

const wrongPin = () => AppError.field('pin', 'validation.wrong_pin');

/**
 * The user and live reset that `pin` opens, or a 400. The attempt is taken from the PIN
 * budgets (per username and client address, rate-limit/attempt-policy.ts) before anything is
 * checked; a wrong PIN also uses up one of its own five tries. Unknown users, old PINs and
 * wrong PINs answer alike.
 */
async function verifyPin(
  db: Db,
  input: { username: string; pin: string; clientIp: string },
): Promise<{ user: UserRow; reset: ResetRecord }> {
  const attempt = await limits().pin.begin(input.username, input.clientIp);
  const at = now();
  const user = await findUserByUsername(db, input.username);
  const reset = user ? await findLiveReset(db, user.id, at, PIN_MAX_ATTEMPTS) : undefined;
  if (!user || !reset) {
    await attempt.failed();
    throw wrongPin();
  }
  if (!digestsEqual(reset.pin_hash, hashPin(input.pin, user.id))) {
    // The fifth wrong try voids the PIN: its message loses it in the same commit.
    await inTransaction(db, async (trx) =>
      redactOutboxMessages(trx, await recordWrongAttempt(trx, reset.id, at, PIN_MAX_ATTEMPTS)),
    );
    await attempt.failed();
    throw wrongPin();
  }
  await attempt.succeeded();
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
    const messages = await markResetUsed(trx, reset.id, at);
    if (!messages) throw wrongPin();
    await redactOutboxMessages(trx, messages);
    await updatePasswordHash(trx, user.id, hash, at);
    await revokeUserSessions(trx, user.id, at);
  });
}
