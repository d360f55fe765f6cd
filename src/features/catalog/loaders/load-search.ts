import { isApiError } from '@/lib/api/is-api-error';
import type { Category } from '@/contracts/catalog';
import { DEFAULT_LIST_LIMIT } from '@/contracts/list-limits';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeSearchText } from '@/contracts/search-text';
import { getCategories } from '../api/get-categories';
import { getCategoryItems } from '../api/get-category-items';
import { searchItems } from '../api/search-items';
import { getSuggestions } from '../api/suggest-items';
import type { ItemPage } from '../model/item-page';
import type { SearchParams } from '../model/search-params';
import { logFailure, settle } from './settle';

export type SearchData = {
  term: string;
  /** 'category': the term names a category (its slug or its name), which is listed whole. */
  mode: 'category' | 'keyword';
  /** The listed category, or the one a keyword search is narrowed to. */
  category: Category | null;
  /** Every category: the filter's choices and the suggestions of an empty result. */
  categories: Category[];
  params: SearchParams;
  /** Null when the backend failed. */
  results: ItemPage | null;
  /** A keyword search that found nothing: the query with its unknown words mended, if any. */
  didYouMean: string | null;
};

/** "Ducks", "ducks", "بط" and "whole-chicken" all name a category; spelling variants too. */
export function categoryNamed(categories: readonly Category[], term: string): Category | null {
  const wanted = normalizeSearchText(term);
  if (!wanted) return null;
  return (
    categories.find((entry) => entry.slug === term.trim().toLowerCase()) ??
    categories.find((entry) => normalizeSearchText(entry.name) === wanted) ??
    null
  );
}

const EMPTY_PAGE = { items: [], total: 0, page: 1, limit: DEFAULT_LIST_LIMIT };

/**
 * The search page's data: a category listing or a keyword search, in the address' order.
 * `shared`: the categories the render already asks for (the shop frame's), else asked here.
 */
export async function loadSearch(
  locale: Locale,
  term: string,
  params: SearchParams,
  shared?: Promise<Category[] | null>,
): Promise<SearchData> {
  const options = { locale };
  const categories = (await (shared ?? settle('category/list', getCategories(options)))) ?? [];
  const named = params.category ? null : categoryNamed(categories, term);
  const query = { page: params.page, limit: DEFAULT_LIST_LIMIT, sort: params.sort };
  if (named) {
    const results = await settle('items/list/{id}', getCategoryItems(named.id, query, options));
    return {
      term,
      mode: 'category',
      category: named,
      categories,
      params,
      results,
      didYouMean: null,
    };
  }
  const filter = categories.find((entry) => entry.slug === params.category) ?? null;
  let results: ItemPage | null;
  try {
    results = await searchItems({ ...query, term, categoryId: filter?.id }, options);
  } catch (error) {
    // A term the backend refuses (too long, markup) finds nothing; it is not an outage.
    const refused = isApiError(error) && error.response?.status === 400;
    if (!refused) logFailure('items/search', error);
    results = refused ? EMPTY_PAGE : null;
  }
  const lost = results?.total === 0 && term.length > 0;
  const didYouMean = lost ? await mended(term, locale) : null;
  return { term, mode: 'keyword', category: filter, categories, params, results, didYouMean };
}

/** "Did you mean": asked only when nothing was found; a failure just offers nothing. */
async function mended(term: string, locale: Locale): Promise<string | null> {
  const suggestions = await settle('items/suggest', getSuggestions(term, { locale }));
  return suggestions?.did_you_mean ?? null;
}
