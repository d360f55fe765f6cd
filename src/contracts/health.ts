import { z } from 'zod';

/** GET /api/health: what a load balancer or an uptime check reads. */
export const healthSchema = z.object({
  /** The database answered a query just now. */
  database: z.literal('ok'),
  /** `sqlite` (the embedded default) or `postgres`. */
  engine: z.enum(['sqlite', 'postgres']),
  /** Every migration this build knows is applied. */
  migrations: z.object({ applied: z.number().int(), current: z.literal(true) }),
});

export type Health = z.infer<typeof healthSchema>;
