import { describe, expect, it } from '@jest/globals';
import type { Category } from '@/contracts/catalog';
import type { SearchData } from '../loaders/load-search';
import { isIndexableSearch } from './search-indexing';

const ducks = { id: 3, slug: 'ducks', name: 'Ducks' } as Category;

function search(overrides: Partial<SearchData> & { total?: number } = {}): SearchData {
  const { total = 4, ...rest } = overrides;
  return {
    term: 'duck',
    mode: 'keyword',
    category: null,
    categories: [ducks],
    params: { category: '', sort: 'relevance', page: 1 },
    results: { items: [], total, page: 1, limit: 20 },
    didYouMean: null,
    also: [],
    ...rest,
  };
}

describe('isIndexableSearch', () => {
  it('lists a keyword that found something, and a category listing', () => {
    expect(isIndexableSearch(search())).toBe(true);
    expect(isIndexableSearch(search({ mode: 'category', category: ducks, term: 'ducks' }))).toBe(
      true,
    );
  });

  it('keeps out a keyword that found nothing, and a search that failed', () => {
    expect(isIndexableSearch(search({ total: 0 }))).toBe(false);
    expect(isIndexableSearch(search({ results: null }))).toBe(false);
  });

  it('keeps out re-sorted, later and filtered copies', () => {
    const base = search().params;
    expect(isIndexableSearch(search({ params: { ...base, sort: 'price_asc' } }))).toBe(false);
    expect(isIndexableSearch(search({ params: { ...base, page: 2 } }))).toBe(false);
    expect(isIndexableSearch(search({ params: { ...base, category: 'ducks' } }))).toBe(false);
    expect(
      isIndexableSearch(
        search({ mode: 'category', category: ducks, params: { ...base, page: 3 } }),
      ),
    ).toBe(false);
  });
});
