import { z } from 'zod';

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
});

export type Health = z.infer<typeof healthSchema>;
