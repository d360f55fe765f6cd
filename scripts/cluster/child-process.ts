// A child program the cluster runs (nginx, redis-server): started, its output kept for a
// failure's message, stopped, and never left behind when this program exits.
import { spawn, type ChildProcess } from 'node:child_process';

export interface Child {
  output(): string;
  /** SIGTERM, then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(graceMs?: number): Promise<void>;
  exited(): boolean;
}

const running = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of running) child.kill('SIGKILL');
});

export function startChild(command: string, args: string[]): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.add(child);
  let output = '';
  const keep = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-10_000);
  };
  child.stdout.on('data', keep);
  child.stderr.on('data', keep);
  const exit = new Promise<void>((resolve) => {
    child.once('exit', () => {
      running.delete(child);
      resolve();
    });
    child.once('error', (error) => {
      keep(Buffer.from(`${command}: ${error.message}\n`));
      running.delete(child);
      resolve();
    });
  });
  return {
    output: () => output,
    exited: () => !running.has(child),
    async stop(graceMs = 10_000) {
      if (!running.has(child)) return;
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/** Until `check` holds, polling every 50 ms; fails with `what` after `ms`. */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms: number,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
