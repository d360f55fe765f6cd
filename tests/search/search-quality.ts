// The judged set's figures (judged-queries.ts), for the bench and the regression test alike:
// pure functions, so both compute exactly the same numbers from the same ranked answers.
import type { JudgedQuery, Script } from './judged-queries';

/** Only the first page counts: what a shopper sees on a phone before scrolling on. */
export const CUTOFF = 10;

/** One judged query's answer: the ids of the first page, in order, and how many matched. */
export interface RankedAnswer {
  ids: readonly number[];
  total: number;
}

export interface QueryOutcome {
  query: string;
  lang: JudgedQuery['lang'];
  script: Script;
  expected: number;
  total: number;
  /** |expected ∩ first page| / min(|expected|, 10). */
  recall: number;
  /** 1 / the rank of the first expected item on the first page; 0 when none is there. */
  reciprocalRank: number;
}

/** The figures of one script's queries (or of all of them). */
export interface ScriptFigures {
  /** Means over the queries that expect something. */
  recall: number;
  mrr: number;
  judged: number;
  /** Queries that expect something and found nothing at all. */
  zeroResults: string[];
}

export const SCRIPTS: readonly Script[] = ['arabic', 'english', 'franco'];

export interface QualityReport extends ScriptFigures {
  byScript: Record<Script, ScriptFigures>;
  /** Queries for things the shop does not sell that still found something (for reading). */
  notSoldAnswered: string[];
  /**
   * The ten lowest by recall, then by reciprocal rank, of those that found something (the
   * zero-result ones score 0 and are listed above).
   */
  worst: QueryOutcome[];
  outcomes: QueryOutcome[];
}

/** Each expected name's id in this database; throws on a name the catalogue lacks. */
export function expectedIds(
  queries: readonly JudgedQuery[],
  idsByName: ReadonlyMap<string, number>,
): Map<string, Set<number>> {
  const byQuery = new Map<string, Set<number>>();
  for (const judged of queries) {
    if (byQuery.has(judged.query)) throw new Error(`Judged twice: «${judged.query}»`);
    const ids = judged.expected.map((name) => {
      const id = idsByName.get(name);
      if (id === undefined) throw new Error(`«${judged.query}» expects an unknown item: ${name}`);
      return id;
    });
    byQuery.set(judged.query, new Set(ids));
  }
  return byQuery;
}

export function scoreQuery(
  judged: JudgedQuery,
  expected: ReadonlySet<number>,
  answer: RankedAnswer,
): QueryOutcome {
  const page = answer.ids.slice(0, CUTOFF);
  const hits = page.filter((id) => expected.has(id)).length;
  const first = page.findIndex((id) => expected.has(id));
  return {
    query: judged.query,
    lang: judged.lang,
    script: judged.script,
    expected: expected.size,
    total: answer.total,
    recall: expected.size === 0 ? 0 : hits / Math.min(expected.size, CUTOFF),
    reciprocalRank: first < 0 ? 0 : 1 / (first + 1),
  };
}

const mean = (values: readonly number[]) =>
  values.length === 0 ? 0 : values.reduce((sum, value) => sum + value, 0) / values.length;

function figures(outcomes: readonly QueryOutcome[]): ScriptFigures {
  const judged = outcomes.filter((outcome) => outcome.expected > 0);
  return {
    recall: mean(judged.map((outcome) => outcome.recall)),
    mrr: mean(judged.map((outcome) => outcome.reciprocalRank)),
    judged: judged.length,
    zeroResults: judged.filter((outcome) => outcome.total === 0).map((outcome) => outcome.query),
  };
}

export function qualityReport(outcomes: readonly QueryOutcome[]): QualityReport {
  const judged = outcomes.filter((outcome) => outcome.expected > 0);
  const of = (script: Script) => figures(outcomes.filter((outcome) => outcome.script === script));
  return {
    ...figures(outcomes),
    byScript: { arabic: of('arabic'), english: of('english'), franco: of('franco') },
    notSoldAnswered: outcomes
      .filter((outcome) => outcome.expected === 0 && outcome.total > 0)
      .map((outcome) => outcome.query),
    worst: judged
      .filter((outcome) => outcome.total > 0)
      .sort((a, b) => a.recall - b.recall || a.reciprocalRank - b.reciprocalRank)
      .slice(0, 10),
    outcomes: [...outcomes],
  };
}

/** Runs every judged query through `search` (one at a time) and scores the answers. */
export async function measureQuality(
  queries: readonly JudgedQuery[],
  idsByName: ReadonlyMap<string, number>,
  search: (judged: JudgedQuery) => Promise<RankedAnswer>,
): Promise<QualityReport> {
  const expected = expectedIds(queries, idsByName);
  const outcomes: QueryOutcome[] = [];
  for (const judged of queries) {
    const answer = await search(judged);
    outcomes.push(scoreQuery(judged, expected.get(judged.query) ?? new Set(), answer));
  }
  return qualityReport(outcomes);
}

/** A figure as a percentage rounded down: what RECORDED_RECALL and RECORDED_MRR hold. */
export const floorPercent = (value: number): number => Math.floor(value * 100 + 1e-9) / 100;

const percent = (value: number) => `${(value * 100).toFixed(1)} %`;

/** The figures as lines of text: the bench prints them, the test shows them when it fails. */
export function describeQuality(report: QualityReport): string[] {
  return [
    `recall@${CUTOFF} ${percent(report.recall)}, MRR ${report.mrr.toFixed(3)} over ${report.judged} queries that expect something`,
    ...SCRIPTS.map((script) => {
      const { recall, mrr, judged, zeroResults } = report.byScript[script];
      return `  ${script}: recall@${CUTOFF} ${percent(recall)}, MRR ${mrr.toFixed(3)}, ${judged} queries, ${zeroResults.length} finding nothing`;
    }),
    `zero results (${report.zeroResults.length}): ${report.zeroResults.join(' | ') || 'none'}`,
    `not sold, yet answered: ${report.notSoldAnswered.join(' | ') || 'none'}`,
    'worst 10 that found something (recall, reciprocal rank, results):',
    ...report.worst.map(
      (outcome) =>
        `  ${outcome.script} ${outcome.lang} «${outcome.query}»  ${percent(outcome.recall)}  ${outcome.reciprocalRank.toFixed(2)}  ${outcome.total}`,
    ),
  ];
}
