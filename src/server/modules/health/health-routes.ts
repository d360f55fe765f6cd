import { type Health } from '@/contracts/health';
import { databaseEngine } from '@/server/db/database';
import { migrationStatus } from '@/server/db/migrate';
import { AppError } from '@/server/errors/app-error';
import { defineRoute } from '@/server/http/define-route';
import { log } from '@/server/log';
import { outboxHealth } from '@/server/notify';
import { sharedStateHealth } from '@/server/shared-state/shared-state-health';
import { pingDatabase } from './health-repository';

/**
 * For load balancers and uptime checks: 200 only when the database answers a query now and
 * every migration this build knows is applied; 503 otherwise (a server that cannot reach its
 * database, or one started against a database another version left behind). Redis away is
 * `degraded`, still 200: the instance sells, with local limits (docs/operations.md). Never
 * cached.
 */
export const health = defineRoute('health', {
  summary:
    'Whether the shop can serve: the database answers and its migrations are current; degraded while Redis is away. `outbox` counts the messages waiting for a worker (and the oldest one’s age in seconds), those waiting for staff to send by hand, and those sent and failed by channel.',
  async handle({ db, requestId }) {
    const engine = databaseEngine();
    try {
      await pingDatabase(db);
    } catch (error) {
      log.error('health.database_unreachable', {
        request_id: requestId,
        message: error instanceof Error ? error.message : String(error),
      });
      throw new AppError('unavailable');
    }
    const { applied, pending } = await migrationStatus(db, engine);
    if (pending.length > 0) {
      log.error('health.migrations_pending', { request_id: requestId, pending: pending.join(',') });
      throw new AppError('unavailable', {
        message: 'error.migrations_pending',
        params: { count: pending.length },
      });
    }
    const sharedState = await sharedStateHealth();
    const results: Health = {
      status: sharedState === 'unreachable' ? 'degraded' : 'ok',
      database: 'ok',
      engine,
      migrations: { applied: applied.length, current: true },
      shared_state: sharedState,
      // Counts, not a verdict: a backlog does not stop the instance from selling.
      outbox: await outboxHealth(db),
    };
    return { results };
  },
});
