import { lazyOnce } from '@/lib/lazy-once';

/**
 * The storefront's call contracts (src/contracts/storefront-calls.ts), loaded with the first
 * call that parses one, in parallel with axios: `Promise.all([apiClient.get(...),
 * callSchemas()])`.
 */
export const callSchemas = lazyOnce(() => import('@/contracts/storefront-calls'));
