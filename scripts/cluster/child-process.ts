// A child program the cluster runs (nginx, redis-server): started, its output kept for a
// failure's message, stopped, and never left behind when this program exits.
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';

export interface Child {
  output(): string;
  /** `signal` (SIGTERM), then SIGKILL after `graceMs`; resolves once it has exited. */
  stop(options?: { graceMs?: number; signal?: NodeJS.Signals }): Promise<void>;
  exited(): boolean;
}

/** Children still running, with the signal that stops them at once and completely. */
const running = new Map<ChildProcess, NodeJS.Signals>();
process.once('exit', () => {
  for (const [child, signal] of running) child.kill(signal);
});

/**
 * `exitSignal`: what stops it when this program exits early (a failure, Ctrl-C). SIGKILL by
 * default; nginx needs SIGTERM, or its master dies and leaves its workers holding the port.
 */
export function startChild(
  command: string,
  args: string[],
  exitSignal: NodeJS.Signals = 'SIGKILL',
): Child {
  const child = spawn(command, args, { stdio: ['ignore', 'pipe', 'pipe'] });
  running.set(child, exitSignal);
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
    async stop({ graceMs = 10_000, signal = 'SIGTERM' } = {}) {
      if (!running.has(child)) return;
      child.kill(signal);
      const timer = setTimeout(() => child.kill('SIGKILL'), graceMs);
      await exit;
      clearTimeout(timer);
    },
  };
}

/**
 * Until `check` holds, polling every 50 ms; fails with `what` after `ms`, or at once when
 * `gone` says the program has exited (a port taken, a bad configuration).
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  ms: number,
  gone?: Child,
): Promise<void> {
  const until = Date.now() + ms;
  while (!(await check().catch(() => false))) {
    if (gone?.exited()) throw new Error(`${what} exited:\n${gone.output()}`);
    if (Date.now() > until) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  if (gone?.exited()) throw new Error(`${what} exited:\n${gone.output()}`);
}

/** Fails when something already listens on `port` (say an nginx left behind by a killed run). */
export async function assertPortFree(port: number): Promise<void> {
  await new Promise<void>((resolve, reject) => {
    const server = net.createServer();
    server.once('error', () =>
      reject(new Error(`Port ${port} is taken: stop what listens on it.`)),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}
