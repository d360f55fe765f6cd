import { describe, expect, it } from '@jest/globals';
import { couldSuggest, statQuery, withoutTypingPrefixes } from './search-stats-query';

describe('statQuery: a query as the search statistics keep it', () => {
  it.each([
    ['فرخة', 'فرخه'],
    ['  أوز   بلدي ', 'اوز بلدي'],
    ['Muscovy-DUCK', 'muscovy duck'],
    ['فراخ ١٢٣٤٥', 'فراخ 12345'],
  ])('folds %j to %j', (raw, kept) => {
    expect(statQuery(raw)).toBe(kept);
  });

  it.each([
    ['an e-mail address', 'ahmed@example.com'],
    ['a full-width at sign', 'ahmed＠example'],
    ['a phone', '01012345678'],
    ['a phone in Arabic digits', '٠١٠١٢٣٤٥٦٧٨'],
    ['a phone typed in groups', '010 123 45 678'],
    ['six digits', 'order 123456'],
    ['nothing but marks', ' -- ! '],
    ['nothing', ''],
  ])('drops %s', (_, raw) => {
    expect(statQuery(raw)).toBeNull();
  });

  it('cuts a query to 60 characters without a trailing space', () => {
    const kept = statQuery(`${'a'.repeat(59)} bbbb`);
    expect(kept).toBe('a'.repeat(59));
  });

  it('says whether a header query had letters enough for suggestions', () => {
    expect(couldSuggest('ب')).toBe(false);
    expect(couldSuggest('بط')).toBe(true);
  });
});

describe('withoutTypingPrefixes', () => {
  it('keeps the longest of one typing, and every searched query', () => {
    const missed = [
      { query: 'بطاط', typedOnly: true },
      { query: 'بطا', typedOnly: true },
      { query: 'بطاطس', typedOnly: false },
      { query: 'زر', typedOnly: false },
      { query: 'زرافه', typedOnly: true },
      { query: 'كبد', typedOnly: true },
    ];
    expect(withoutTypingPrefixes(missed).map((entry) => entry.query)).toEqual([
      'بطاطس',
      'زر',
      'زرافه',
      'كبد',
    ]);
  });
});
