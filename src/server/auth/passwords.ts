import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';
import { serverEnv } from '@/server/config/server-env';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 2;

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) => {
      if (error) reject(error);
      else resolve(key);
    });
  });
}

function optionsFor(log2N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes per lane; allow twice that so Node does not refuse.
  return { N: 2 ** log2N, r, p, maxmem: 256 * 2 ** log2N * r * p + 1024 * 1024 };
}

/**
 * scrypt with a random salt (Node's own, memory-hard: OWASP's N=2^15, r=8, p=2 by default).
 * The parameters travel with the hash, `scrypt$15$8$2$salt$key`, so they can be raised later
 * without breaking existing passwords.
 */
export async function hashPassword(password: string): Promise<string> {
  const log2N = serverEnv().SCRYPT_LOG2_N;
  const salt = randomBytes(SALT_BYTES);
  const key = await derive(password, salt, optionsFor(log2N, BLOCK_SIZE, PARALLELISM));
  return [
    'scrypt',
    log2N,
    BLOCK_SIZE,
    PARALLELISM,
    salt.toString('base64url'),
    key.toString('base64url'),
  ].join('$');
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, log2N, r, p, salt, key] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !key) return false;
  const expected = Buffer.from(key, 'base64url');
  const actual = await derive(
    password,
    Buffer.from(salt, 'base64url'),
    optionsFor(Number(log2N), Number(r), Number(p)),
  );
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}

let decoy: Promise<string> | undefined;

/**
 * Spends the time of a real check when the username does not exist, so the answer's timing
 * does not tell an attacker which usernames are registered.
 */
export async function verifyAgainstDecoy(password: string): Promise<false> {
  decoy ??= hashPassword('decoy-password-that-never-matches');
  await verifyPassword(password, await decoy);
  return false;
}
