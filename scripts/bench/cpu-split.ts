// Where the machine's CPU went during a measurement (Linux /proc): the shop's instances,
// nginx, PostgreSQL, Redis, the load generator, and what stayed idle. On two cores shared by
// all of them, whether a second instance can add anything is a question of idle CPU.
import fs from 'node:fs';

import os from 'node:os';

/** Measured per process; `other` is the rest (the load generator, the kernel's network work). */
const GROUPS = ['shop', 'nginx', 'postgres', 'redis', 'other', 'idle'] as const;
export type CpuGroup = (typeof GROUPS)[number];
type Ticks = Map<CpuGroup, number>;

function groupOf(pid: string, comm: string): CpuGroup | undefined {
  if (comm === 'nginx') return 'nginx';
  if (comm === 'postgres') return 'postgres';
  if (comm.startsWith('redis-server')) return 'redis';
  if (comm !== 'node') return undefined;
  return fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes('start-server.mjs')
    ? 'shop'
    : undefined;
}

/** CPU ticks so far, per group, and the machine's idle ticks. */
function snapshot(): Ticks {
  const ticks: Ticks = new Map(GROUPS.map((group) => [group, 0]));
  for (const pid of fs.readdirSync('/proc').filter((name) => /^\d+$/.test(name))) {
    try {
      const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
      const comm = stat.slice(stat.indexOf('(') + 1, stat.lastIndexOf(')'));
      const group = groupOf(pid, comm);
      if (!group) continue;
      // Fields after the name: state is 3rd; utime and stime are the 14th and 15th overall.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      ticks.set(group, (ticks.get(group) ?? 0) + Number(fields[11]) + Number(fields[12]));
    } catch {
      // The process ended between the listing and the read.
    }
  }
  const cpu = fs.readFileSync('/proc/stat', 'utf8').split('\n')[0]?.trim().split(/\s+/) ?? [];
  ticks.set('idle', Number(cpu[4] ?? 0) + Number(cpu[5] ?? 0));
  return ticks;
}

/** Starts counting; the returned function gives each group's share of one core, in percent. */
export function startCpuSplit(): () => Record<CpuGroup, number> {
  if (!fs.existsSync('/proc/stat'))
    return () => Object.fromEntries(GROUPS.map((g) => [g, 0])) as Record<CpuGroup, number>;
  const before = snapshot();
  const started = Date.now();
  return () => {
    const after = snapshot();
    const seconds = (Date.now() - started) / 1000;
    // Ticks are 10 ms (USER_HZ 100): ticks per second is percent of one core. A process that
    // ended meanwhile (a PostgreSQL backend) takes its ticks with it: never below 0.
    const share = (group: CpuGroup) =>
      Math.max(0, Math.round(((after.get(group) ?? 0) - (before.get(group) ?? 0)) / seconds));
    const split = Object.fromEntries(GROUPS.map((group) => [group, share(group)])) as Record<
      CpuGroup,
      number
    >;
    const known = GROUPS.filter((group) => group !== 'other').reduce((sum, g) => sum + split[g], 0);
    split.other = Math.max(0, os.availableParallelism() * 100 - known);
    return split;
  };
}

/** "shop 98, nginx 40, …" (percent of one core each). */
export function describeCpuSplit(split: Record<CpuGroup, number>): string {
  return GROUPS.map((group) => `${group} ${split[group]}`).join(', ');
}
