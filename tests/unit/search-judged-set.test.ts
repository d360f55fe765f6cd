import { describe, expect, it } from '@jest/globals';
import { seedItems } from '@/server/db/seed/data/items';
import {
  JUDGED_QUERIES,
  KNOWN_ZERO_RESULT_QUERIES,
  RECORDED_BY_SCRIPT,
  RECORDED_MRR,
  RECORDED_RECALL,
  type JudgedQuery,
} from '@tests/search/judged-queries';
import { expectedIds, floorPercent, qualityReport, scoreQuery } from '@tests/search/search-quality';

describe('the judged search set', () => {
  it('names only seeded items, each query once, mostly in Arabic', () => {
    const ids = new Map(seedItems.map((item, index) => [item.name_en, index + 1]));
    expect(() => expectedIds(JUDGED_QUERIES, ids)).not.toThrow();
    const written = JUDGED_QUERIES.filter((judged) => judged.script !== 'franco');
    expect(written.length).toBeGreaterThanOrEqual(90);
    const arabic = written.filter((judged) => judged.lang === 'ar').length;
    expect(arabic / written.length).toBeGreaterThan(0.55);
    expect(arabic / written.length).toBeLessThan(0.7);
  });

  it('holds at least 50 Franco-Arabic queries, each with a word in Latin letters', () => {
    const franco = JUDGED_QUERIES.filter((judged) => judged.script === 'franco');
    expect(franco.length).toBeGreaterThanOrEqual(50);
    for (const judged of franco) expect(judged.query).toMatch(/[a-z]/);
    expect(franco.filter((judged) => /[2-9]/.test(judged.query)).length).toBeGreaterThan(20);
    expect(franco.filter((judged) => /[\u0600-\u06FF]/u.test(judged.query)).length).toBeGreaterThan(
      2,
    );
  });

  it('lists as known zero-result queries only judged queries that expect something', () => {
    const expecting = JUDGED_QUERIES.filter((judged) => judged.expected.length > 0);
    for (const query of KNOWN_ZERO_RESULT_QUERIES) {
      expect(expecting.map((judged) => judged.query)).toContain(query);
    }
    expect(RECORDED_RECALL).toBe(floorPercent(RECORDED_RECALL));
    expect(RECORDED_MRR).toBe(floorPercent(RECORDED_MRR));
    for (const { recall, mrr } of Object.values(RECORDED_BY_SCRIPT)) {
      expect(recall).toBe(floorPercent(recall));
      expect(mrr).toBe(floorPercent(mrr));
    }
  });
});

describe('recall@10 and MRR', () => {
  const judged = (query: string, expected: string[]): JudgedQuery => ({
    query,
    lang: 'en',
    script: 'english',
    expected,
  });

  it('counts expected items on the first page against at most ten of them', () => {
    const few = scoreQuery(judged('few', ['a', 'b']), new Set([1, 2]), {
      ids: [9, 2, 8],
      total: 3,
    });
    expect(few.recall).toBe(0.5);
    expect(few.reciprocalRank).toBe(0.5);
    const many = new Set(Array.from({ length: 20 }, (_, index) => index + 1));
    const page = Array.from({ length: 12 }, (_, index) => index + 1);
    const broad = scoreQuery(judged('broad', []), many, { ids: page, total: 40 });
    expect(broad.recall).toBe(1);
    expect(broad.reciprocalRank).toBe(1);
    const late = scoreQuery(judged('late', ['a']), new Set([5]), {
      ids: [1, 2, 3, 4, 6, 7, 8, 9, 10, 11, 5],
      total: 11,
    });
    expect(late).toMatchObject({ recall: 0, reciprocalRank: 0 });
  });

  it('averages over queries that expect something and lists their empty answers', () => {
    const report = qualityReport([
      scoreQuery(judged('hit', ['a']), new Set([1]), { ids: [1], total: 1 }),
      scoreQuery(judged('miss', ['a']), new Set([1]), { ids: [], total: 0 }),
      scoreQuery(judged('half', ['a', 'b']), new Set([1, 2]), { ids: [3, 2], total: 2 }),
      scoreQuery(judged('fish', []), new Set(), { ids: [], total: 0 }),
    ]);
    expect(report).toMatchObject({ recall: 0.5, mrr: 0.5, judged: 3, zeroResults: ['miss'] });
    expect(report.worst.map((outcome) => outcome.query)).toEqual(['half', 'hit']);
  });

  it('refuses an expected item the catalogue does not have', () => {
    expect(() => expectedIds([judged('typo', ['Chiken wings'])], new Map())).toThrow(
      'Chiken wings',
    );
  });
});
