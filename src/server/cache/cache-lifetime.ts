import { serverEnv } from '@/server/config/server-env';
import { hearingOtherInstances } from './shared-events';

/**
 * How long a copy may be served while this instance cannot hear the others' writes (REDIS_URL
 * set, Redis away): a staff change made elsewhere must still show within 2 s (docs/adr/0016).
 */
export const UNHEARD_CACHE_TTL_MS = 1_000;

/**
 * The lifetime of a kept copy (public answers, shared pages, the search index): `normalMs`
 * when this instance hears every write (alone, or subscribed through Redis), else at most
 * UNHEARD_CACHE_TTL_MS.
 */
export function cacheLifetime(normalMs: number): number {
  if (!serverEnv().REDIS_URL || hearingOtherInstances()) return normalMs;
  return Math.min(normalMs, UNHEARD_CACHE_TTL_MS);
}
