import type { Db } from '@/server/db/database';
import { outboxHealth } from '@/server/notify';
import { sharedStateHealth } from '@/server/shared-state/shared-state-health';
import { shopMetrics } from './shop-metrics';

const SHARED_STATES = ['redis', 'memory', 'unreachable'] as const;

/**
 * The gauges read from the database and Redis, as they are at the scrape: the outbox's counts
 * (the same grouped query as /api/health) and where shared state lives. Counters and the
 * request histogram are kept as things happen; these are asked for only when scraped.
 */
export async function refreshGauges(db: Db): Promise<void> {
  const metrics = shopMetrics();
  const [outbox, sharedState] = await Promise.all([outboxHealth(db), sharedStateHealth()]);
  metrics.outboxMessages.set({ state: 'pending' }, outbox.pending);
  metrics.outboxMessages.set({ state: 'by_hand' }, outbox.by_hand);
  metrics.outboxOldestPending.set(outbox.oldest_pending_age_s ?? 0);
  for (const status of ['sent', 'failed'] as const) {
    for (const [channel, count] of Object.entries(outbox[status])) {
      metrics.outboxByChannel.set({ status, channel }, count);
    }
  }
  for (const state of SHARED_STATES) {
    metrics.sharedState.set({ state }, state === sharedState ? 1 : 0);
  }
}
