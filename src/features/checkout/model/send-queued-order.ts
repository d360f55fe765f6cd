import { IDEMPOTENCY_KEY_HEADER } from '@/contracts/order-constants';
import { routePath } from '@/lib/api/route-of';
import type { QueuedOrder } from './order-queue';

/** What one send of a queued order came to. */
export type SendOutcome =
  | { kind: 'accepted'; order: { id: number; number: string } }
  | { kind: 'refused'; reason?: string }
  /** No answer from the shop itself: the order stays queued for the next try. */
  | { kind: 'unanswered' }
  /** Nobody is signed in any more: the order stays queued until its account is back. */
  | { kind: 'signed-out' };

type Answer = { results?: { id?: unknown; number?: unknown }; message?: unknown };

/**
 * POSTs a queued order with its Idempotency-Key, as the checkout would. Plain fetch, not the
 * page's axios client: the service worker sends with this very function (src/sw/order-sync.ts),
 * and the session cookie goes along (`credentials: 'include'`) in both.
 */
export async function sendQueuedOrder(
  entry: QueuedOrder,
  fetcher: typeof fetch = fetch,
): Promise<SendOutcome> {
  let response: Response;
  try {
    response = await fetcher(`/api${routePath('ordersAdd')}`, {
      method: 'POST',
      credentials: 'include',
      headers: {
        Accept: 'application/json',
        'Content-Type': 'application/json',
        [IDEMPOTENCY_KEY_HEADER]: entry.key,
        lang: entry.locale,
      },
      body: JSON.stringify(entry.body),
    });
  } catch {
    return { kind: 'unanswered' };
  }
  // A proxy that could not reach the shop (replay-lost.ts): the shop has not said no.
  if ([502, 503, 504].includes(response.status)) return { kind: 'unanswered' };
  if (response.status === 401) return { kind: 'signed-out' };
  const answer = (await response.json().catch(() => ({}))) as Answer;
  const { id, number } = answer.results ?? {};
  if (response.ok && typeof id === 'number' && typeof number === 'string') {
    return { kind: 'accepted', order: { id, number } };
  }
  if (response.ok) return { kind: 'unanswered' };
  return typeof answer.message === 'string'
    ? { kind: 'refused', reason: answer.message }
    : { kind: 'refused' };
}
