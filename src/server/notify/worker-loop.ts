import type { Db } from '@/server/db/db-types';
import { log } from '@/server/log';
import { processSingleton } from '@/server/process-singleton';
import { onShutdown, SHUTDOWN_ORDER } from '@/server/shutdown-hooks';
import { notifyEnv } from './notify-env';
import { drainOutbox } from './outbox-worker';
import { onOutboxWake } from './wake';

/** Work the loop does besides sending, each at its own pace (orders still Pending...). */
export interface PeriodicJob {
  name: string;
  everyMs: number;
  run(db: Db): Promise<void>;
}

interface LoopState {
  timer?: NodeJS.Timeout;
  running?: Promise<void>;
  again: boolean;
  stopped: boolean;
  lastRun: Map<string, number>;
}

/**
 * The outbox worker of this instance: looks every NOTIFY_POLL_MS and whenever a message is
 * written here, one pass at a time, and stops taking work on shutdown (a pass in flight
 * finishes: what it claimed is sent or given back to the lease). Every instance runs one;
 * they share the outbox through its leases (outbox-repository.ts).
 */
export function startOutboxWorker(db: Db, jobs: readonly PeriodicJob[] = []): void {
  const env = notifyEnv();
  if (env.NOTIFY_WORKER === false) return;
  const state = processSingleton<LoopState>('outbox-loop', () => ({
    again: false,
    stopped: false,
    lastRun: new Map(),
  }));
  if (state.timer) return;

  const pass = async () => {
    await drainOutbox(db);
    const at = Date.now();
    for (const job of jobs) {
      if (at - (state.lastRun.get(job.name) ?? 0) < job.everyMs) continue;
      state.lastRun.set(job.name, at);
      await job.run(db);
    }
  };
  const run = (): void => {
    if (state.stopped) return;
    if (state.running) {
      state.again = true;
      return;
    }
    state.running = pass()
      .catch((error: unknown) => {
        log.error('notify.worker_failed', {
          message: error instanceof Error ? error.message : String(error),
        });
      })
      .finally(() => {
        state.running = undefined;
        if (state.again) {
          state.again = false;
          run();
        }
      });
  };
  state.timer = setInterval(run, Math.max(env.NOTIFY_POLL_MS, 50));
  state.timer.unref();
  onOutboxWake(run);
  onShutdown({
    name: 'outbox-worker',
    order: SHUTDOWN_ORDER.flushWrites,
    async run() {
      state.stopped = true;
      clearInterval(state.timer);
      onOutboxWake(undefined);
      await state.running;
    },
  });
  run();
}
