import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

export interface Service {
  child: ChildProcess;
  /** The highest resident memory of the process and its children seen so far, in bytes. */
  peakRss(): number;
  stop(): Promise<void>;
}

function childrenOf(pid: number): number[] {
  try {
    return fs
      .readFileSync(`/proc/${pid}/task/${pid}/children`, 'utf8')
      .split(' ')
      .filter(Boolean)
      .map(Number);
  } catch {
    return [];
  }
}

function rssOf(pid: number): number {
  try {
    const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
    const kib = /VmRSS:\s+(\d+) kB/.exec(status)?.[1];
    return kib ? Number(kib) * 1024 : 0;
  } catch {
    return 0;
  }
}

/** Resident memory of a process tree (Linux /proc; 0 elsewhere). */
export function treeRss(pid: number): number {
  return childrenOf(pid).reduce((sum, child) => sum + treeRss(child), rssOf(pid));
}

export async function waitForHttp(
  url: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited (${child.exitCode})`);
    try {
      const response = await fetch(url);
      await response.arrayBuffer();
      if (response.status < 500) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s`);
}

/** Starts a server process, waits until `readyUrl` answers, and samples its memory. */
export async function startService(
  command: string,
  args: string[],
  options: { env: NodeJS.ProcessEnv; readyUrl: string; quiet?: boolean },
): Promise<Service> {
  const child = spawn(command, args, {
    env: options.env,
    stdio: ['ignore', options.quiet ? 'ignore' : 'inherit', 'inherit'],
  });
  let peak = 0;
  const sampler = setInterval(() => {
    if (child.pid !== undefined) peak = Math.max(peak, treeRss(child.pid));
  }, 200);
  try {
    await waitForHttp(options.readyUrl, child, 90_000);
  } catch (error) {
    clearInterval(sampler);
    child.kill('SIGKILL');
    throw error;
  }
  return {
    child,
    peakRss: () => peak,
    stop: () =>
      new Promise((resolve) => {
        clearInterval(sampler);
        if (child.exitCode !== null) {
          resolve();
          return;
        }
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
        setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
      }),
  };
}
