import { getDatabase } from '@/server/db/database';
import { waitingOrdersJob } from '@/server/modules/orders';
import { startOutboxWorker } from './worker-loop';

/**
 * Called once per server process by the instrumentation hook, after the database is open:
 * this instance's outbox worker, with the periodic jobs that write messages (orders still
 * Pending). Every instance runs one; their leases keep them from sending a row twice.
 */
export async function startMessages(): Promise<void> {
  startOutboxWorker(await getDatabase(), [waitingOrdersJob]);
}
