// The Lighthouse part of the bench: each page audited a few times on a mobile profile with
// Lighthouse's default simulated throttling, reported as medians. See docs/performance.md.
import * as chromeLauncher from 'chrome-launcher';
import type lighthouseApi from 'lighthouse';
import type { Result } from 'lighthouse';
import {
  lighthouseRow,
  medianOpportunities,
  type LighthouseRow,
  type LighthouseRunFigures,
} from './stats';

export interface LighthousePage {
  name: string;
  url: string;
}

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
/** Categories whose failing audits explain a score below 100 (performance has metrics). */
const AUDITED_CATEGORIES = ['accessibility', 'best-practices', 'seo'];
// The machine's network is closed; without these flags Chromium keeps dialling Google
// services, which both slows the run and shows up in Lighthouse's network records.
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];
const DEFAULT_RUNS = 3;

type Lighthouse = typeof lighthouseApi;
let loading: Promise<Lighthouse> | undefined;

/**
 * Lighthouse is ESM-only and takes seconds to load; the bench scripts run as CommonJS under
 * tsx, so it is imported on first use rather than by every script that imports this module.
 */
function loadLighthouse(): Promise<Lighthouse> {
  loading ??= import('lighthouse').then((module) => module.default);
  return loading;
}

function categoryScore(lhr: Result, id: string): number {
  const score = lhr.categories[id]?.score;
  if (score === null || score === undefined) throw new Error(`the ${id} category has no score`);
  return score * 100;
}

function auditValue(lhr: Result, id: string): number {
  const value = lhr.audits[id]?.numericValue;
  if (value === undefined) throw new Error(`the ${id} audit has no value`);
  return value;
}

function failedAudits(lhr: Result): string[] {
  return AUDITED_CATEGORIES.flatMap((category) =>
    (lhr.categories[category]?.auditRefs ?? [])
      // Weight 0 audits do not move the score, so they cannot explain a score below 100.
      .filter((ref) => ref.weight > 0)
      .filter((ref) => {
        const score = lhr.audits[ref.id]?.score;
        return score !== null && score !== undefined && score < 1;
      })
      .map((ref) => ref.id),
  );
}

/**
 * Estimated savings of the performance diagnostics: the largest of their per-metric savings
 * on the time-based metrics (CLS savings are not ms; `overallSavingsMs` is deprecated in
 * favour of these).
 */
function opportunityMs(lhr: Result): Record<string, number> {
  const savings: Record<string, number> = {};
  for (const ref of lhr.categories.performance?.auditRefs ?? []) {
    if (ref.group !== 'diagnostics') continue;
    const { LCP, FCP, TBT } = lhr.audits[ref.id]?.metricSavings ?? {};
    const ms = Math.max(LCP ?? 0, FCP ?? 0, TBT ?? 0);
    if (ms > 0) savings[ref.id] = ms;
  }
  return savings;
}

function figuresOf(lhr: Result): LighthouseRunFigures {
  return {
    performance: categoryScore(lhr, 'performance'),
    accessibility: categoryScore(lhr, 'accessibility'),
    bestPractices: categoryScore(lhr, 'best-practices'),
    seo: categoryScore(lhr, 'seo'),
    lcpMs: auditValue(lhr, 'largest-contentful-paint'),
    tbtMs: auditValue(lhr, 'total-blocking-time'),
    cls: auditValue(lhr, 'cumulative-layout-shift'),
    benchmarkIndex: lhr.environment.benchmarkIndex,
    failedAudits: failedAudits(lhr),
    opportunityMs: opportunityMs(lhr),
  };
}

/**
 * One audit in a Chrome of its own: every run starts cold (no HTTP cache, code cache or
 * service worker from the run before), which is what the median is meant to sample, and a
 * crashed or hung renderer spoils one run only. Launching costs about a second a run.
 */
async function auditOnce(url: string, chromePath: string): Promise<LighthouseRunFigures> {
  const lighthouse = await loadLighthouse();
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: CHROME_FLAGS,
    logLevel: 'silent',
  });
  try {
    // No throttling or form factor flags: the default config is a mobile device on
    // simulated slow 4G, the profile whose figures are comparable with other sites'.
    const result = await lighthouse(url, {
      port: chrome.port,
      logLevel: 'error',
      onlyCategories: CATEGORIES,
    });
    if (!result) throw new Error('Lighthouse returned no result');
    const { runtimeError } = result.lhr;
    if (runtimeError) throw new Error(`${runtimeError.code}: ${runtimeError.message}`);
    return figuresOf(result.lhr);
  } finally {
    chrome.kill();
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** A failed run is retried once: a stray timeout should not cost a whole bench. */
async function auditWithRetry(
  page: LighthousePage,
  run: string,
  chromePath: string,
): Promise<LighthouseRunFigures> {
  try {
    return await auditOnce(page.url, chromePath);
  } catch (first) {
    console.error(`lighthouse ${page.name} run ${run} failed (${messageOf(first)}); retrying`);
    try {
      return await auditOnce(page.url, chromePath);
    } catch (second) {
      throw new Error(
        `Lighthouse failed twice on ${page.name} (${page.url}), run ${run}: ` +
          `${messageOf(first)}; then ${messageOf(second)}`,
        { cause: second },
      );
    }
  }
}

/**
 * One request before the audits: a page that does not answer fails here with its URL rather
 * than as a Lighthouse error, and the first audit does not pay for the server's cold start.
 */
async function warmUp(page: LighthousePage): Promise<void> {
  let status: number;
  try {
    const response = await fetch(page.url);
    await response.arrayBuffer();
    status = response.status;
  } catch (error) {
    throw new Error(`${page.name}: ${page.url} does not answer (${messageOf(error)})`, {
      cause: error,
    });
  }
  if (status >= 400) throw new Error(`${page.name}: ${page.url} answers ${status}`);
}

/** Audits the pages one after another (in parallel they would share two cores). */
export async function runLighthouse(
  pages: LighthousePage[],
  options: { runs?: number; chromePath?: string } = {},
): Promise<LighthouseRow[]> {
  const runs = options.runs ?? DEFAULT_RUNS;
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`runs must be ≥ 1, not ${runs}`);
  const chromePath = options.chromePath ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  const rows: LighthouseRow[] = [];
  for (const page of pages) {
    await warmUp(page);
    const figures: LighthouseRunFigures[] = [];
    for (let run = 1; run <= runs; run += 1) {
      const label = `${run}/${runs}`;
      const result = await auditWithRetry(page, label, chromePath);
      figures.push(result);
      console.error(
        `lighthouse ${page.name} run ${label}: performance ${Math.round(result.performance)}, ` +
          `LCP ${Math.round(result.lcpMs)} ms, TBT ${Math.round(result.tbtMs)} ms`,
      );
    }
    rows.push(lighthouseRow(page.name, figures));
    // The row keeps only the ids; the estimated savings say which fix to try first.
    const opportunities = medianOpportunities(figures)
      .map((opportunity) => `${opportunity.id} ${Math.round(opportunity.ms)} ms`)
      .join(', ');
    if (opportunities) console.error(`lighthouse ${page.name} opportunities: ${opportunities}`);
  }
  return rows;
}
