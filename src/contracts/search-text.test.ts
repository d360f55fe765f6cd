import { describe, expect, it } from '@jest/globals';
import {
  normalizeSearchText,
  searchBodyColumn,
  searchNameColumn,
  searchWords,
} from './search-text';

describe('normalizeSearchText', () => {
  it.each([
    ['أوراك', 'اوراك'],
    ['إوز', 'اوز'],
    ['آلة', 'اله'],
    ['ٱلفراخ', 'الفراخ'],
    ['فرخة', 'فرخه'],
    ['بلدى', 'بلدي'],
    ['فـــراخ', 'فراخ'],
    ['فِرَاخٌ', 'فراخ'],
    ['مؤقت', 'موقت'],
    ['بيئة', 'بييه'],
    ['ی ک', 'ي ك'],
    ['٣٠ بيضة', '30 بيضه'],
    ['۱۲', '12'],
    ['Crème Brûlée', 'creme brulee'],
    ['  WHOLE   Chicken!! ', 'whole chicken'],
    ["O'Brien; DROP--", 'o brien drop'],
    ['(١٫٤–١٫٦ كجم)', '1 4 1 6 كجم'],
  ])('folds %s to %s', (input, expected) => {
    expect(normalizeSearchText(input)).toBe(expected);
  });

  it('gives the same form to spelling variants of one word', () => {
    const variants = ['فرخة بلدى', 'فرخه بلدي', 'فَرْخَة بَلَدِي', 'فـرخة بلـدي'];
    expect(new Set(variants.map(normalizeSearchText)).size).toBe(1);
  });
});

describe('searchWords', () => {
  it('drops the Arabic article and English plurals, dedupes and keeps at most 8 words', () => {
    expect(searchWords('الحمام البلدي')).toEqual(['حمام', 'بلدي']);
    expect(searchWords('Ducks eggs glass')).toEqual(['duck', 'egg', 'glass']);
    expect(searchWords('ال بط')).toEqual(['ال', 'بط']);
    expect(searchWords('a a a b')).toEqual(['a', 'b']);
    expect(searchWords('1 2 3 4 5 6 7 8 9 10')).toHaveLength(8);
    expect(searchWords('  ?!  ')).toEqual([]);
  });
});

describe('search columns', () => {
  it('stores both languages and the article-free forms as word starts', () => {
    const name = searchNameColumn('Baladi Chicken', 'الفراخ البلدي');
    expect(name).toBe('baladi chicken الفراخ البلدي فراخ بلدي');
    expect(searchBodyColumn('Fresh.', 'طازة')).toBe('fresh طازه');
  });
});
