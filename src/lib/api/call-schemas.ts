import { lazyOnce } from '@/lib/lazy-once';
import type * as StorefrontCalls from '@/contracts/storefront-calls';

type CallSchemas = typeof StorefrontCalls;

/**
 * The storefront's call contracts (src/contracts/storefront-calls.ts), loaded with the first
 * call or form check that needs one, in parallel with axios: `Promise.all([apiClient.get(...),
 * callSchemas()])`.
 */
export const callSchemas = lazyOnce(() => import('@/contracts/storefront-calls'));

/** A form's contract by name, as a loader for useContractResolver (made once per module). */
export function formContract<K extends keyof CallSchemas>(name: K): () => Promise<CallSchemas[K]> {
  return () => callSchemas().then((schemas) => schemas[name]);
}
