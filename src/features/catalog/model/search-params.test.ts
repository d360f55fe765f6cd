import { describe, expect, it } from '@jest/globals';
import { searchHref } from './search-href';
import { readSearchParams, searchPageHref } from './search-params';
import { pageParam } from './page-param';

describe('search addresses', () => {
  it('reads category, sort and page, falling back on anything unknown', () => {
    expect(readSearchParams({ category: 'eggs', sort: 'price_asc', page: '3' })).toEqual({
      category: 'eggs',
      sort: 'price_asc',
      page: 3,
    });
    expect(readSearchParams({ sort: 'cheapest', page: '-1' })).toEqual({
      category: '',
      sort: 'relevance',
      page: 1,
    });
    expect(readSearchParams({ sort: ['most_viewed', 'x'], page: 'abc' }).sort).toBe('most_viewed');
  });

  it('leaves defaults out so one list has one address', () => {
    expect(searchPageHref('ducks', { sort: 'relevance', page: 1 })).toBe('/product/search/ducks');
    expect(searchPageHref('فراخ', { category: 'eggs', sort: 'price_desc', page: 2 })).toBe(
      '/product/search/%D9%81%D8%B1%D8%A7%D8%AE?category=eggs&sort=price_desc&page=2',
    );
  });

  it('sends the header search to a keyword, a narrowed keyword, or a category', () => {
    expect(searchHref('  duck ', '')).toBe('/product/search/duck');
    expect(searchHref('duck', 'eggs')).toBe('/product/search/duck?category=eggs');
    expect(searchHref('', 'pigeons')).toBe('/product/search/pigeons');
    expect(searchHref(' ', '')).toBeNull();
    expect(searchHref('a/b?c', '')).toBe('/product/search/a%2Fb%3Fc');
  });

  it('reads ?page= as a page number of at least 1', () => {
    expect(pageParam('4')).toBe(4);
    expect(pageParam(undefined)).toBe(1);
    expect(pageParam('0')).toBe(1);
    expect(pageParam('1e3')).toBe(1);
  });
});
