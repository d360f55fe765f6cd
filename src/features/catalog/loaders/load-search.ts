import { isApiError } from '@/lib/api/is-api-error';
import type { Category, Item } from '@/contracts/catalog';
import { DEFAULT_LIST_LIMIT } from '@/contracts/list-limits';
import type { Locale } from '@/lib/i18n/locales';
import { getCategories } from '../api/get-categories';
import { getCategoryItems } from '../api/get-category-items';
import { searchItems } from '../api/search-items';
import { getSuggestions } from '../api/suggest-items';
import type { ItemPage } from '../model/item-page';
import type { SearchParams } from '../model/search-params';
import { logFailure, settle } from './settle';

export type SearchData = {
  term: string;
  /** 'category': the term is a category's slug (a link to it), which is listed whole. */
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
  /** A category's first page: what its name finds in other departments (alsoFound). */
  also: Item[];
};

/**
 * The category a link names by its slug (the menus', the banners' and the breadcrumbs'
 * /product/search/{slug}), listed whole in the shop's order. A category's name typed into the
 * search box («وز», "Whole chicken") is a keyword search: the server lists that category
 * first and then every other item the words find (the live goose among the live birds), so a
 * category's name is a way in, not a wall (issue 44).
 */
export function categoryLinked(categories: readonly Category[], term: string): Category | null {
  const slug = term.trim().toLowerCase();
  return categories.find((entry) => entry.slug === slug) ?? null;
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
  const named = params.category ? null : categoryLinked(categories, term);
  const query = { page: params.page, limit: DEFAULT_LIST_LIMIT, sort: params.sort };
  if (named) {
    const [results, also] = await Promise.all([
      settle('items/list/{id}', getCategoryItems(named.id, query, options)),
      params.page === 1 ? alsoFound(named, locale) : [],
    ]);
    return {
      term,
      mode: 'category',
      category: named,
      categories,
      params,
      results,
      didYouMean: null,
      also,
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
  return {
    term,
    mode: 'keyword',
    category: filter,
    categories,
    params,
    results,
    didYouMean,
    also: [],
  };
}

/** How many of the other departments' items a category's first page shows under its own. */
export const ALSO_LIMIT = 8;

/**
 * What else the shop sells under a category's name, in other departments (the live ducks
 * among the live birds under "Ducks", duck eggs among the eggs): the items with every word of
 * its name, as a keyword search finds them. A failure shows nothing more; the listing stands.
 */
async function alsoFound(category: Category, locale: Locale): Promise<Item[]> {
  const query = { term: category.name, everyWord: true, page: 1, limit: ALSO_LIMIT * 2 };
  const found = await settle('items/search', searchItems(query, { locale }));
  return (found?.items ?? [])
    .filter((item) => item.category_id !== category.id)
    .slice(0, ALSO_LIMIT);
}

/** "Did you mean": asked only when nothing was found; a failure just offers nothing. */
async function mended(term: string, locale: Locale): Promise<string | null> {
  const suggestions = await settle('items/suggest', getSuggestions(term, { locale }));
  return suggestions?.did_you_mean ?? null;
}
