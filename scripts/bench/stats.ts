// Pure helpers for the bench: no I/O, so the shaping of a report can be checked by eye or by a
// unit test without a browser or a server.

/** The median; the mean of the two middle values for an even count. */
export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median() of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] ?? 0;
  if (sorted.length % 2 === 1) return upper;
  return ((sorted[middle - 1] ?? 0) + upper) / 2;
}

/**
 * The q-quantile (0-1) by nearest rank, as sequentialLatency (load.ts) reads its samples: the
 * value that share of the samples stays at or under.
 */
export function percentile(values: readonly number[], q: number): number {
  if (values.length === 0) throw new Error('percentile() of no values');
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
}

/** A page's figures: of one run, or the medians of several. */
interface LighthouseFigures {
  /** Category scores, 0-100. */
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  /** Largest contentful paint and total blocking time, ms. */
  lcpMs: number;
  tbtMs: number;
  /** Cumulative layout shift. */
  cls: number;
  /**
   * Lighthouse's measure of the machine's speed when it ran (higher is faster): figures from
   * machines with different indexes are not comparable, so each row carries it.
   */
  benchmarkIndex: number;
  /** Weighted accessibility, best-practices and SEO audits that did not pass. */
  failedAudits: string[];
}

/** What one Lighthouse run of one page contributes to that page's row. */
export interface LighthouseRunFigures extends LighthouseFigures {
  /** Estimated savings (ms) of each performance opportunity in this run. */
  opportunityMs: Record<string, number>;
}

/**
 * A page's row: medians of its runs; `failedAudits` lists the audits that failed in any run
 * (why a score is below 100), then the opportunities worth more than the threshold.
 */
export interface LighthouseRow extends LighthouseFigures {
  name: string;
}

/** An opportunity worth less than this is noise next to run-to-run variance. */
export const OPPORTUNITY_THRESHOLD_MS = 150;

/**
 * The opportunities whose median saving over the runs is above the threshold, biggest first.
 * A run that did not report an opportunity counts as saving 0 ms, so one noisy run cannot
 * put an opportunity on the list by itself.
 */
export function medianOpportunities(
  runs: readonly LighthouseRunFigures[],
): Array<{ id: string; ms: number }> {
  const ids = new Set(runs.flatMap((run) => Object.keys(run.opportunityMs)));
  return [...ids]
    .map((id) => ({ id, ms: median(runs.map((run) => run.opportunityMs[id] ?? 0)) }))
    .filter((opportunity) => opportunity.ms > OPPORTUNITY_THRESHOLD_MS)
    .sort((a, b) => b.ms - a.ms);
}

/**
 * One page's row: medians of every figure, the audits that failed in any run (a flaky failure
 * still explains a score below 100), then the opportunities worth fixing, biggest first.
 */
export function lighthouseRow(name: string, runs: readonly LighthouseRunFigures[]): LighthouseRow {
  const of = (pick: (run: LighthouseRunFigures) => number): number => median(runs.map(pick));
  const failed = [...new Set(runs.flatMap((run) => run.failedAudits))].sort();
  return {
    name,
    performance: Math.round(of((run) => run.performance)),
    accessibility: Math.round(of((run) => run.accessibility)),
    bestPractices: Math.round(of((run) => run.bestPractices)),
    seo: Math.round(of((run) => run.seo)),
    lcpMs: Math.round(of((run) => run.lcpMs)),
    tbtMs: Math.round(of((run) => run.tbtMs)),
    cls: Math.round(of((run) => run.cls) * 1000) / 1000,
    benchmarkIndex: Math.round(of((run) => run.benchmarkIndex)),
    failedAudits: [...failed, ...medianOpportunities(runs).map((opportunity) => opportunity.id)],
  };
}

/**
 * A page's total blocking time as a multiple of the floor page's in the same run (issue 26:
 * at most 1.3). A floor with no blocking time at all is compared as 1 ms, so the ratio stays
 * finite and any blocking on the page shows.
 */
export function tbtRatio(pageTbtMs: number, floorTbtMs: number): number {
  return Math.round((pageTbtMs / Math.max(floorTbtMs, 1)) * 100) / 100;
}
