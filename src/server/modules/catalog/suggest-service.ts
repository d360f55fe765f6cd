import type { CategorySuggestion, ItemSuggestion, Suggestions } from '@/contracts/catalog';
import { SUGGEST_MAX_CATEGORIES, SUGGEST_MAX_ITEMS } from '@/contracts/search-limits';
import { isSuggestTerm } from '@/contracts/suggest-term';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { search } from './catalog-service';
import { didYouMean } from './search-did-you-mean';
import { searchIndex } from './search-index';
import type { SearchIndex } from './search-index-shape';
import { readingOf } from './search-marks';
import { fieldTerms, queryTerms, type Lexicon, type QueryTerm } from './search-terms';
import { listCategories, type CategoryRecord } from './category-repository';

/**
 * The first page of the very search the results page runs (catalog-service.ts `search`), so a
 * suggestion is what pressing Enter would list first, whatever the ranking becomes. Only the
 * fields a suggestion shows leave the server: the answer goes out on every keystroke.
 */
async function itemSuggestions(db: Db, locale: Locale, term: string): Promise<ItemSuggestion[]> {
  const page = await search(db, { locale }, { term }, { offset: 0, limit: SUGGEST_MAX_ITEMS });
  return page.items.map(({ id, name, image, price, unit }) => ({ id, name, image, price, unit }));
}

/** What a term may name: its own forms, and the Arabic words a Franco-Arabic one reads as. */
interface TermForms {
  words: string[];
  groups: number[];
}

function termForms(index: SearchIndex, term: QueryTerm): TermForms {
  const reading = readingOf(index, term);
  const groups = reading?.groups ?? [];
  return {
    words: [term.typed, term.stem, ...(reading?.words ?? [])],
    groups: term.group === undefined ? groups : [term.group, ...groups],
  };
}

/**
 * Whether every query term names the category, in either language, as search reads names:
 * a word of its name begins with the term ("duc", «فرا» for «أجزاء الفراخ»), or the term
 * is a synonym of one of its words («دجاج» for «فراخ كاملة», the shop's own groups too), or
 * reads as one in Franco-Arabic («wez» for «وز»).
 */
function named(category: CategoryRecord, terms: readonly TermForms[], lexicon: Lexicon) {
  const own = fieldTerms(`${category.name_en} ${category.name_ar}`, lexicon);
  return terms.every((forms) => {
    return (
      own.words.some((word) => forms.words.some((form) => word.startsWith(form))) ||
      forms.groups.some((group) => own.groups.includes(group))
    );
  });
}

/** Matching categories in shop order; an empty one is left out, as it would list nothing. */
async function categorySuggestions(
  db: Db,
  locale: Locale,
  term: string,
): Promise<CategorySuggestion[]> {
  const index = await searchIndex(db);
  // Each term's forms once per keystroke, not once per category.
  const terms = queryTerms(term, index.lexicon).map((query) => termForms(index, query));
  const categories = await listCategories(db);
  return categories
    .filter((category) => category.items_count > 0 && named(category, terms, index.lexicon))
    .slice(0, SUGGEST_MAX_CATEGORIES)
    .map((category) => ({
      id: category.id,
      slug: category.slug,
      name: locale === 'ar' ? category.name_ar : category.name_en,
    }));
}

/**
 * What the header's search box offers for `term`: nothing before two letters. When nothing
 * matches, the query with its unknown words mended ("did you mean"), which the empty results
 * page offers too.
 */
export async function suggest(db: Db, locale: Locale, term: string): Promise<Suggestions> {
  if (!isSuggestTerm(term)) return { items: [], categories: [], did_you_mean: null };
  const [items, categories] = await Promise.all([
    itemSuggestions(db, locale, term),
    categorySuggestions(db, locale, term),
  ]);
  const lost = items.length === 0 && categories.length === 0;
  const mended = lost ? didYouMean(await searchIndex(db), term) : undefined;
  return { items, categories, did_you_mean: mended ?? null };
}
