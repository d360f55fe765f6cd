import { describe, expect, it } from '@jest/globals';
import { searchBodyColumn, searchNameColumn } from '@/contracts/search-text';
import {
  arabicSkeleton,
  buildFrancoWords,
  francoReadings,
  francoSkeletons,
  isFrancoWord,
} from './search-franco';
import { SEARCH_LEXICON } from './search-lexicon';
import { buildSearchIndex, rankQuery, type SearchDocument } from './search-ranking';

describe('Franco-Arabic skeletons', () => {
  it.each([
    ['far5a', 'فرخه'],
    ['frakh', 'فراخ'],
    ['7amam', 'حمام'],
    ['ma7shy', 'محشي'],
    ['batt', 'بط'],
    ['ba6', 'بط'],
    ['wez', 'وز'],
    ['beed', 'بيض'],
    ['bee2d', 'بيض'],
    ['2awanes', 'قوانص'],
    ['za8alil', 'زغاليل'],
    ['zaghalil', 'زغاليل'],
    ['araneb', 'ارانب'],
    ['balady', 'بلدي'],
    ['shish', 'شيش'],
    ['sodor', 'صدور'],
  ])('«%s» meets «%s»', (latin, arabic) => {
    expect(francoSkeletons(latin)).toContain(arabicSkeleton(arabic));
  });

  it('keeps letters Egyptians tell apart apart: خ is not ك, ح is not خ', () => {
    expect(francoSkeletons('fra5')).not.toContain(arabicSkeleton('فريك'));
    expect(francoSkeletons('7amam')).not.toContain(arabicSkeleton('خمام'));
  });

  it('reads only Latin letters with Franco digits; English words and numbers are not', () => {
    expect(isFrancoWord('far5a')).toBe(true);
    expect(isFrancoWord('500')).toBe(false);
    expect(isFrancoWord('500g')).toBe(false);
    expect(isFrancoWord('فراخ')).toBe(false);
  });

  it('prefers the word that begins and ends as the Latin one: «beed» is eggs, «beda» white', () => {
    const words = buildFrancoWords(['بيض', 'بيضا', 'ابيض']);
    expect(francoReadings(words, 'beed')).toEqual(['بيض']);
    expect(francoReadings(words, 'beda')).toEqual(['بيضا']);
    expect(francoReadings(words, 'abyad')).toEqual(['ابيض']);
  });

  it('follows a word being typed: «fra» on its way to «fra5» meets «فراخ»', () => {
    const words = buildFrancoWords(['فراخ', 'بط']);
    expect(francoReadings(words, 'fra')).toEqual(['فراخ']);
    expect(francoReadings(words, 'fr')).toEqual([]);
  });
});

let nextId = 0;
function doc(names: [string, string], categoryId = 1, body = ''): SearchDocument {
  nextId += 1;
  return {
    id: nextId,
    categoryId,
    name: searchNameColumn(...names),
    body: searchBodyColumn(body),
    names,
    category: categoryId === 1 ? 'Geese وز' : 'Live birds طيور حية',
    categoryNames: categoryId === 1 ? ['Geese', 'وز'] : ['Live birds', 'طيور حية'],
    ordersCount: 0,
    priceCents: 1000,
    views: 0,
    createdAt: 0,
  };
}

const ranked = (docs: SearchDocument[], text: string) =>
  rankQuery(buildSearchIndex(docs, SEARCH_LEXICON), { text, sort: 'relevance' }).map(
    (match) => match.entry.id,
  );

describe('ranking with Franco-Arabic and category names', () => {
  it('finds the Arabic names by a Franco word, and keeps an English word English', () => {
    const goose = doc(['Baladi goose', 'وز بلدي']);
    const duck = doc(['Baladi duck', 'بط بلدي'], 2);
    expect(ranked([goose, duck], 'wez')).toEqual([goose.id]);
    expect(ranked([goose, duck], 'batt')).toEqual([duck.id]);
    expect(ranked([goose, duck], 'duck')).toEqual([duck.id]);
  });

  it('reads a Latin word as Arabic only when no name has it as written', () => {
    const written = doc(['Young bird', 'وز صغير']);
    const english = doc(['Wezza pack', 'عبوة'], 2);
    const described = doc(['Pack', 'عبوة'], 2, 'wezza');
    expect(ranked([written, english], 'wezza')).toEqual([english.id]);
    // Only a description has it: the Arabic it reads as comes first.
    expect(ranked([described, written], 'wezza')).toEqual([written.id, described.id]);
  });

  it('lists the category a query names first, then every other item it finds', () => {
    const live = doc(['Live goose', 'وزة حية'], 2);
    const liver = doc(['Goose liver', 'كبدة وز']);
    const whole = doc(['Goose, whole', 'وز كامل']);
    expect(ranked([live, liver, whole], 'وز')).toEqual([whole.id, liver.id, live.id]);
  });

  it('does not take a longer word of another meaning for the word: «بيض» is not «بيضاء»', () => {
    const eggs = doc(['Eggs', 'بيض بلدي'], 2);
    const white = doc(['White goose', 'وزة بيضاء'], 2);
    expect(ranked([eggs, white], 'بيض')).toEqual([eggs.id]);
  });
});
