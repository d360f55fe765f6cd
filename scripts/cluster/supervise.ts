// What systemd's Restart=always does for a real server (docs/operations.md, "systemd"), for
// `npm run cluster`: an instance that has gone (killed, crashed) is started again on its own
// port, so nginx, which took it out at its first refused connection, sends it shoppers again.
import type { Instance } from './cluster';

export interface Supervisor {
  /** No more restarts: the cluster is stopping. */
  stop(): void;
}

const EVERY_MS = 1_000;

/**
 * Whether nothing listens on the instance's port any more. Only a refused connection counts:
 * a busy instance that answers slowly, or answers 503 while its database is away, is alive,
 * and starting a second one on its port would fail anyway.
 */
async function gone(instance: Instance): Promise<boolean> {
  try {
    const response = await fetch(`${instance.origin}/api/health`, {
      signal: AbortSignal.timeout(5_000),
    });
    await response.arrayBuffer();
    return false;
  } catch (error) {
    const cause = error instanceof Error ? (error.cause as { code?: string } | undefined) : null;
    return cause?.code === 'ECONNREFUSED';
  }
}

/** The last few lines the instance printed: why it went, when it said so. */
function lastLines(instance: Instance): string {
  const lines = instance.output().trimEnd().split('\n').slice(-5);
  return lines.map((line) => `    ${line}`).join('\n');
}

export function superviseInstances(
  instances: readonly Instance[],
  log: (line: string) => void,
): Supervisor {
  let stopped = false;
  // Read through a call: `stopped` changes while a check awaits.
  const stopping = () => stopped;
  const restarting = new Set<Instance>();
  const check = async (instance: Instance) => {
    if (stopping() || restarting.has(instance) || !(await gone(instance)) || stopping()) return;
    restarting.add(instance);
    log(`Instance ${instance.origin} has gone; starting it again. Its last words:`);
    log(lastLines(instance));
    const started = Date.now();
    try {
      await instance.restart();
      if (stopping()) await instance.stop();
      else log(`Instance ${instance.origin} is back (${Date.now() - started} ms).`);
    } catch (error) {
      log(`Instance ${instance.origin} did not start: ${String(error)}; trying again.`);
    } finally {
      restarting.delete(instance);
    }
  };
  const timer = setInterval(() => {
    for (const instance of instances) void check(instance);
  }, EVERY_MS);
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}
