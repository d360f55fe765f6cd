import { isApiError } from '@/lib/api/is-api-error';

/*
 * "Place order" whose answer is lost: the order may well have been made (the request arrived,
 * the answer did not). Sending the same request again with the same Idempotency-Key is safe:
 * the backend answers a replay with the order it already made, or makes it now if the first
 * never arrived. So the checkout asks again a few times before saying anything, and says
 * "nothing was ordered" only when the shop itself said so.
 */

/** Waits before each replay: about 7 s in all, long enough for a phone to find its signal. */
export const REPLAY_DELAYS_MS: readonly number[] = [1000, 2000, 4000];

/** No answer from the shop itself: the connection failed, or a proxy said it could not reach it. */
export function isLostAnswer(error: unknown): boolean {
  if (!isApiError(error)) return false;
  const status = error.response?.status;
  return status === undefined || status === 502 || status === 503 || status === 504;
}

type OutcomeUnknown = Error & { outcomeUnknown: true };

/** Every replay went unanswered too: whether the order was made is not known. */
export function isOutcomeUnknown(error: unknown): error is OutcomeUnknown {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { outcomeUnknown?: unknown }).outcomeUnknown === true
  );
}

type Options = {
  /** Called once, when the first answer is lost and the replays begin. */
  onChecking?: () => void;
  delays?: readonly number[];
  wait?: (ms: number) => Promise<void>;
};

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * `send()` (which must reuse its Idempotency-Key), replayed after each delay while its answer
 * is lost. Resolves with the first answer; rethrows the first refusal the shop itself gives;
 * throws an outcome-unknown error when no answer came at all.
 */
export async function sendUntilAnswered<T>(
  send: () => Promise<T>,
  { onChecking, delays = REPLAY_DELAYS_MS, wait = sleep }: Options = {},
): Promise<T> {
  let lost: unknown;
  for (let attempt = 0; attempt <= delays.length; attempt += 1) {
    if (attempt === 1) onChecking?.();
    if (attempt > 0) await wait(delays[attempt - 1] ?? 0);
    try {
      return await send();
    } catch (error) {
      if (!isLostAnswer(error)) throw error;
      lost = error;
    }
  }
  throw Object.assign(new Error('No answer to the order: it may or may not have been made.'), {
    outcomeUnknown: true as const,
    cause: lost,
  });
}
