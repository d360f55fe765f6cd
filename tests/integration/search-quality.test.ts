import { beforeAll, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import {
  JUDGED_QUERIES,
  KNOWN_ZERO_RESULT_QUERIES,
  RECORDED_BY_SCRIPT,
  RECORDED_MRR,
  RECORDED_RECALL,
} from '@tests/search/judged-queries';
import {
  CUTOFF,
  SCRIPTS,
  describeQuality,
  measureQuality,
  type QualityReport,
} from '@tests/search/search-quality';
import { describeApi } from './support/describe-api';

/**
 * Search must not get worse for shoppers: the judged set's recall@10 and MRR through the real
 * search call stay at or above the figures recorded in tests/search/judged-queries.ts, and no
 * query that found something then finds nothing now. Failures print the day's figures.
 */
describeApi('search quality on the judged set', (suite) => {
  let report: QualityReport;

  beforeAll(async () => {
    const rows = await suite.server.db.selectFrom('items').select(['id', 'name_en']).execute();
    const idsByName = new Map(rows.map((row) => [row.name_en, row.id]));
    report = await measureQuality(JUDGED_QUERIES, idsByName, async (judged) => {
      const response = await suite.api.post<Item[]>(
        `/items/search?limit=${CUTOFF}`,
        { search_criteria: judged.query },
        { lang: judged.lang },
      );
      if (response.status !== 200) {
        throw new Error(`«${judged.query}» answered ${response.status}: ${response.body.message}`);
      }
      const ids = (response.body.results ?? []).map((item) => item.id);
      return { ids, total: response.body.total ?? 0 };
    });
  }, 60_000);

  const figures = () => describeQuality(report).join('\n');

  it('keeps recall@10 and MRR at or above the recorded figures', () => {
    if (report.recall < RECORDED_RECALL || report.mrr < RECORDED_MRR) {
      throw new Error(
        `Search quality fell below the recorded recall ${RECORDED_RECALL} / MRR ${RECORDED_MRR}:\n${figures()}`,
      );
    }
    expect(report.recall).toBeGreaterThanOrEqual(RECORDED_RECALL);
    expect(report.mrr).toBeGreaterThanOrEqual(RECORDED_MRR);
  });

  it.each(SCRIPTS)('keeps %s queries at or above their recorded figures', (script) => {
    const today = report.byScript[script];
    const recorded = RECORDED_BY_SCRIPT[script];
    if (today.recall < recorded.recall || today.mrr < recorded.mrr) {
      throw new Error(
        `${script} search quality fell below recall ${recorded.recall} / MRR ${recorded.mrr}:\n${figures()}`,
      );
    }
    expect(today.judged).toBeGreaterThan(0);
  });

  it('leaves no new query that expects something without any result', () => {
    const fresh = report.zeroResults.filter((query) => !KNOWN_ZERO_RESULT_QUERIES.includes(query));
    if (fresh.length > 0) {
      throw new Error(`New zero-result queries: ${fresh.join(' | ')}\n${figures()}`);
    }
    expect(fresh).toEqual([]);
  });
});
