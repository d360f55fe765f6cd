import { describe, expect, it } from '@jest/globals';
import { SEARCH_LEXICON } from './search-lexicon';
import { buildLexicon, queryTerms, stemWord, stemsOf } from './search-terms';
import { nearWords, typoDistance } from './search-typos';

describe('stemWord', () => {
  it.each([
    ['الفراخ', 'فراخ'],
    ['والبط', 'بط'],
    ['بالعظم', 'عظم'],
    ['للشوي', 'شوي'],
    ['فرخه', 'فرخ'],
    ['بطه', 'بط'],
    ['بيضات', 'بيض'],
    ['فلاحين', 'فلاح'],
    ['wings', 'wing'],
    ['boxes', 'box'],
    ['pastries', 'pastry'],
    ['grass', 'grass'],
    ['egg', 'egg'],
  ])('%s → %s', (word, stem) => {
    expect(stemWord(word)).toBe(stem);
  });

  it('folds before stemming: hamza, ة and diacritics', () => {
    expect(stemsOf('الإوزّة')).toEqual(['اوز']);
  });
});

describe('buildLexicon', () => {
  it('joins groups that share a word: the shop’s own group widens a built-in one', () => {
    const lexicon = buildLexicon([['فراخ', 'دجاج'], ['بط'], ['كتكوت', 'الفراخ']]);
    expect(lexicon.groupOf.get('كتكوت')).toBe(lexicon.groupOf.get('دجاج'));
    expect(lexicon.groupOf.get('بط')).not.toBe(lexicon.groupOf.get('دجاج'));
  });
});

describe('queryTerms', () => {
  const lexicon = buildLexicon(SEARCH_LEXICON);

  it('gives synonyms one group, and a lexicon phrase is one term', () => {
    const [dajaj] = queryTerms('دجاج', lexicon);
    const [firakh] = queryTerms('الفراخ', lexicon);
    expect(dajaj?.group).toBeDefined();
    expect(dajaj?.group).toBe(firakh?.group);
    const skinless = queryTerms('من غير جلد', lexicon);
    expect(skinless).toHaveLength(1);
    expect(skinless[0]?.group).toBeDefined();
  });

  it('drops stop words and repeats, keeps at most eight terms', () => {
    expect(queryTerms('the duck and the goose', lexicon).map((term) => term.typed)).toEqual([
      'duck',
      'goose',
    ]);
    expect(queryTerms('بط بط البط', lexicon)).toHaveLength(1);
    expect(queryTerms('a1 b2 c3 d4 e5 f6 g7 h8 i9 j10', lexicon)).toHaveLength(8);
  });
});

describe('typoDistance', () => {
  it('counts a missed, added, changed or swapped letter as one edit', () => {
    expect(typoDistance('chiken', 'chicken')).toBe(1);
    expect(typoDistance('chickenn', 'chicken')).toBe(1);
    expect(typoDistance('chocken', 'chicken')).toBe(1);
    expect(typoDistance('cihcken', 'chicken')).toBe(1);
    expect(typoDistance('chkn', 'chicken')).toBe(Infinity);
  });

  it('counts commonly swapped Arabic letters as half an edit', () => {
    expect(typoDistance('ذغاليل', 'زغاليل')).toBe(0.5);
    expect(typoDistance('ضظ', 'ظض')).toBe(1);
  });

  it('forgives nothing in a word shorter than four letters', () => {
    expect(nearWords('بطت', ['بطه', 'بطة'])).toEqual([]);
    expect(nearWords('كبده', ['كبد', 'زبدتي'])).toEqual(['كبد']);
  });
});
