import { z } from 'zod';
import { MESSAGE_CHANNELS } from './message-constants';

const countByChannel = z.object(
  Object.fromEntries(MESSAGE_CHANNELS.map((channel) => [channel, z.number().int()])) as Record<
    (typeof MESSAGE_CHANNELS)[number],
    z.ZodNumber
  >,
);

/** The outbox's counts (issue 40): what the workers still have to send, and what they did. */
export const outboxHealthSchema = z.object({
  /** Messages a worker still has to send (due now or waiting for a retry). */
  pending: z.number().int(),
  /** Messages no configured provider can send: staff send them by hand (dashboard). */
  by_hand: z.number().int(),
  /**
   * Seconds since the oldest of `pending` was written; null when none. Growing past a few
   * retries' back-off means no instance is sending (every worker off, a provider down).
   */
  oldest_pending_age_s: z.number().int().nullable(),
  /** Sent (by a provider or by hand) since the shop began, by channel. */
  sent: countByChannel,
  /** Given up after NOTIFY_MAX_ATTEMPTS or refused for good, by channel. */
  failed: countByChannel,
});
export type OutboxHealth = z.infer<typeof outboxHealthSchema>;

/** GET /api/health: what a load balancer or an uptime check reads. */
export const healthSchema = z.object({
  /**
   * `ok`, or `degraded`: the shop sells, but Redis (REDIS_URL) is away, so each instance
   * counts attempts alone (a share of each budget) and keeps copies 1 s (docs/operations.md).
   * Still 200: a balancer must keep sending shoppers to an instance that can sell.
   */
  status: z.enum(['ok', 'degraded']),
  /** The database answered a query just now. */
  database: z.literal('ok'),
  /** `sqlite` (the embedded default) or `postgres`. */
  engine: z.enum(['sqlite', 'postgres']),
  /** Every migration this build knows is applied. */
  migrations: z.object({ applied: z.number().int(), current: z.literal(true) }),
  /**
   * Where budgets, cache invalidation and view counts live: `memory` (one instance, no
   * REDIS_URL), `redis` (shared, answering), or `unreachable` (REDIS_URL set, Redis away).
   */
  shared_state: z.enum(['memory', 'redis', 'unreachable']),
  outbox: outboxHealthSchema,
});

export type Health = z.infer<typeof healthSchema>;
