import type { z } from 'zod';
import type { placeOrderBodySchema } from '@/contracts/order';

export type OrderBody = z.output<typeof placeOrderBodySchema>;

/** One checkout attempt: the order it asks for and the key that makes asking again safe. */
export type Attempt = { fingerprint: string; key: string };

export const ATTEMPT_STORAGE_KEY = 'checkout.attempt';

/** What newIdempotencyKey makes: inside the contract's 8-128 characters of [\w.:-]. */
export const idempotencyKeyPattern = /^order-[0-9a-f]{32}$/;

/** What makes two requests the same order (the backend compares the same parts). */
export function orderFingerprint(body: OrderBody): string {
  return JSON.stringify([
    body.address_id,
    body.items.map((line) => [line.item_id, line.qty, line.weight ?? null, line.option_ids]),
    body.notes,
    body.payment_method,
    body.slot_id ?? null,
  ]);
}

/**
 * 128 random bits as hex. getRandomValues, unlike randomUUID, also exists on plain-http
 * origins (a shop reached by its LAN address while testing on a phone).
 */
export function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `order-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

function storage(): Storage | undefined {
  try {
    return window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function readAttempt(): Attempt | undefined {
  try {
    const parsed = JSON.parse(storage()?.getItem(ATTEMPT_STORAGE_KEY) ?? 'null') as unknown;
    if (typeof parsed !== 'object' || parsed === null) return undefined;
    const { fingerprint, key } = parsed as Record<string, unknown>;
    return typeof fingerprint === 'string' && typeof key === 'string'
      ? { fingerprint, key }
      : undefined;
  } catch {
    return undefined;
  }
}

export function saveAttempt(attempt: Attempt | undefined): void {
  try {
    if (attempt) storage()?.setItem(ATTEMPT_STORAGE_KEY, JSON.stringify(attempt));
    else storage()?.removeItem(ATTEMPT_STORAGE_KEY);
  } catch {
    // No session storage: the key still lives in memory for this page.
  }
}

/**
 * The key for sending `body`: the same order asked again (a double tap, a retry after a lost
 * answer, a reload) reuses the key, so the backend returns the order it already made instead
 * of making a second one; a different order (cart, weights, choices, slot, address or notes)
 * gets a new key, which the backend would otherwise refuse as reused.
 */
export function attemptFor(body: OrderBody, current: Attempt | undefined): Attempt {
  const fingerprint = orderFingerprint(body);
  if (current?.fingerprint === fingerprint) return current;
  return { fingerprint, key: newIdempotencyKey() };
}
