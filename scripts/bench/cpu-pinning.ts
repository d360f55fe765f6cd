// Which cores the cluster bench's processes run on (scheduler affinity, util-linux taskset),
// with --cpu-quota and --pin-cores (issue 42). With quotas alone, on two cores, nginx and wrk
// at 32 connections took 0.7 of a core between them, and three instances at 0.3 each got
// 78-84 % of their quotas. Pinned, the capped instances share the top cores (as many as their
// quotas add up to) and everything that serves or measures them (nginx, the bench's Redis,
// wrk) runs on the others. The bench pins itself to the others first, so that every program
// it starts inherits them, and then moves each instance out. PostgreSQL, the machine's own
// service, stays where the kernel puts it.
//
// Not the default: on this 2-core machine, three instances packed on one core spend more CPU
// per request than one instance alone on it (135 against 76 microseconds for a cached list),
// and nginx with wrk on the other core tops out near 6,500 requests a second, so the pinned
// read ratios came out lower than unpinned (docs/performance.md).
import { execFileSync } from 'node:child_process';
import os from 'node:os';

export interface CoreSplit {
  /** Cores for the capped instances, as taskset reads them ("1", "2-3"). */
  instances: string;
  /** Cores for nginx, Redis and the load generator. */
  rest: string;
}

const range = (from: number, to: number) => (from === to ? `${from}` : `${from}-${to}`);

/**
 * The top cores for `instances` capped at `quota` of a core each, the others for the rest;
 * undefined when the quotas add up to every core (nothing would be left to measure them).
 */
export function splitCores(
  quota: number,
  instances: number,
  cores = os.availableParallelism(),
): CoreSplit | undefined {
  // A hair under a whole number is that number (3 x 0.3 is 0.8999999999999999).
  const forInstances = Math.max(1, Math.ceil(quota * instances - 1e-9));
  if (forInstances >= cores) return undefined;
  return {
    instances: range(cores - forInstances, cores - 1),
    rest: range(0, cores - forInstances - 1),
  };
}

/** Every thread of those processes on `cores`; threads and children made later inherit it. */
export function pin(pids: readonly number[], cores: string): void {
  for (const pid of pids) {
    try {
      execFileSync('taskset', ['--all-tasks', '--pid', '--cpu-list', cores, String(pid)], {
        stdio: 'ignore',
      });
    } catch {
      // Ended between the listing and the call.
    }
  }
}
