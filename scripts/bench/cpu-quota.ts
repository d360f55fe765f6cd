// CPU quotas per shop instance for `npm run bench:cluster -- --cpu-quota <cores>` (issue 42):
// each instance in a cgroup (v1, cpu controller) of its own, capped at a share of one core,
// so that the instances, not the machine's two cores shared with nginx, PostgreSQL, Redis and
// the load generator, are what limits the requests per second. Needs root and cgroup v1's
// cpu controller mounted at /sys/fs/cgroup/cpu (this project's machines have both).
import fs from 'node:fs';
import path from 'node:path';

const CPU_ROOT = '/sys/fs/cgroup/cpu';
const BENCH_GROUP = path.join(CPU_ROOT, 'dp-bench');
const PERIOD_US = 100_000;

export interface CpuQuota {
  /** Times the kernel held the group back for its quota, and for how long in all (ms). */
  throttled(): { periods: number; ms: number };
  /** CPU time the group's processes have used (ms, from /proc, in 10 ms ticks). */
  usedMs(): number;
  release(): void;
}

/** Whether quotas can be set here (cgroup v1 cpu controller, writable). */
export function cpuQuotasAvailable(): boolean {
  try {
    fs.accessSync(path.join(CPU_ROOT, 'cgroup.procs'), fs.constants.W_OK);
    return fs.existsSync(path.join(CPU_ROOT, 'cpu.cfs_quota_us'));
  } catch {
    return false;
  }
}

/** The shop's server on that port (src/server/start-server.mjs started with `-p <port>`). */
export function shopServerPid(port: number): number {
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const args = fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0');
      const flag = args.indexOf('-p');
      if (args.some((arg) => arg.endsWith('start-server.mjs')) && args[flag + 1] === String(port))
        return Number(pid);
    } catch {
      // Ended between the listing and the read.
    }
  }
  throw new Error(`no shop server on port ${port}`);
}

/** The process and all its descendants, from /proc's parent links. */
export function processTree(root: number): number[] {
  const children = new Map<number, number[]>();
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const parent = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      children.set(parent, [...(children.get(parent) ?? []), Number(pid)]);
    } catch {
      // Ended meanwhile.
    }
  }
  const tree = [root];
  for (let index = 0; index < tree.length; index += 1) {
    tree.push(...(children.get(tree[index] ?? -1) ?? []));
  }
  return tree;
}

/** User and system time of those processes (clock ticks of 10 ms; ended ones count 0). */
function cpuMsOf(procs: string): number {
  let ticks = 0;
  for (const pid of procs.split('\n').filter(Boolean)) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      // utime and stime: fields 14 and 15 of the line, 12 and 13 after the command.
      ticks += Number(fields[11]) + Number(fields[12]);
    } catch {
      // Ended meanwhile.
    }
  }
  return ticks * 10;
}

function move(pids: readonly number[], group: string): void {
  for (const pid of pids) {
    try {
      fs.writeFileSync(path.join(group, 'cgroup.procs'), String(pid));
    } catch {
      // Ended meanwhile.
    }
  }
}

/**
 * Caps a process and its children (threads follow their process; children started later
 * inherit the group) at `cores` of CPU, measured over 100 ms periods.
 */
export function limitCpu(pid: number, name: string, cores: number): CpuQuota {
  const group = path.join(BENCH_GROUP, name);
  fs.mkdirSync(group, { recursive: true });
  fs.writeFileSync(path.join(group, 'cpu.cfs_period_us'), String(PERIOD_US));
  fs.writeFileSync(path.join(group, 'cpu.cfs_quota_us'), String(Math.round(cores * PERIOD_US)));
  move(processTree(pid), group);
  const stat = () =>
    Object.fromEntries(
      fs
        .readFileSync(path.join(group, 'cpu.stat'), 'utf8')
        .trim()
        .split('\n')
        .map((line) => line.split(' ') as [string, string])
        .map(([key, value]) => [key, Number(value)]),
    ) as Record<string, number | undefined>;
  const start = stat();
  return {
    throttled: () => {
      const now = stat();
      return {
        periods: (now.nr_throttled ?? 0) - (start.nr_throttled ?? 0),
        ms: Math.round(((now.throttled_time ?? 0) - (start.throttled_time ?? 0)) / 1e6),
      };
    },
    usedMs: () => cpuMsOf(fs.readFileSync(path.join(group, 'cgroup.procs'), 'utf8')),
    release: () => {
      // Whatever still runs goes back to the root group; a group with tasks cannot go.
      const left = fs
        .readFileSync(path.join(group, 'cgroup.procs'), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map(Number);
      move(left, CPU_ROOT);
      fs.rmdirSync(group);
    },
  };
}
