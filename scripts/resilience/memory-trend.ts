// "Memory flat after warm-up" (issue 8), as a number: the server's resident memory in the
// last part of a run against the part just after warm-up.

export interface MemorySample {
  /** Seconds since the run started. */
  at: number;
  bytes: number;
}

export interface MemoryVerdict {
  flat: boolean;
  /** Median resident memory just after warm-up and at the end, in bytes. */
  early: number;
  late: number;
  growth: number;
  allowed: number;
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  if (sorted.length === 0) return 0;
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};

/**
 * Splits what follows warm-up in two halves and compares their medians. A leak that grows
 * with traffic shows as growth between them; the garbage collector's saw-tooth does not,
 * because medians ignore its peaks. Growth within `tolerance` of the early median (or
 * `floorBytes`, whichever is larger: a small heap's ordinary drift) counts as flat.
 */
export function memoryVerdict(
  samples: readonly MemorySample[],
  warmUpSeconds: number,
  options: { tolerance?: number; floorBytes?: number } = {},
): MemoryVerdict {
  const settled = samples.filter((sample) => sample.at >= warmUpSeconds);
  if (settled.length < 4) throw new Error('Too few memory samples after warm-up to judge');
  const half = Math.floor(settled.length / 2);
  const early = median(settled.slice(0, half).map((sample) => sample.bytes));
  const late = median(settled.slice(half).map((sample) => sample.bytes));
  const allowed = Math.max(early * (options.tolerance ?? 0.1), options.floorBytes ?? 24 * 2 ** 20);
  const growth = late - early;
  return { flat: growth <= allowed, early, late, growth, allowed };
}
