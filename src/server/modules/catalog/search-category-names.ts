import type { CategoryNames, NameWords, Reading } from './search-index-shape';
import { stemsOf, type Lexicon, type QueryTerm } from './search-terms';

/*
 * A query that names a category («وز», «ارانب», "ducks", «طيور حية») lists that category first
 * and then every other item it finds (the live goose sold among the live birds, the quail
 * eggs): a category's name is a way in, not a wall. A query names a category when it says
 * every word of the category's name, in one language, and nothing else; «فرخة» names neither
 * «فراخ كاملة» nor «أجزاء الفراخ», so the chickens keep their own order.
 */

export function buildCategoryNames(
  categories: Iterable<[number, readonly string[]]>,
  lexicon: Lexicon,
): CategoryNames {
  const names: CategoryNames = new Map();
  for (const [id, texts] of categories) {
    if (names.has(id)) continue;
    names.set(
      id,
      texts.map((text) => {
        const stems = stemsOf(text);
        return { stems, groups: stems.map((stem) => lexicon.groupOf.get(stem)) };
      }),
    );
  }
  return names;
}

function meets(term: QueryTerm, reading: Reading | undefined, stem: string, group?: number) {
  if (term.stem.split(' ').includes(stem) || term.typed === stem) return true;
  if (group === undefined) return false;
  return term.group === group || Boolean(reading?.groups.includes(group));
}

function names(
  name: NameWords,
  terms: readonly QueryTerm[],
  readings: readonly (Reading | undefined)[],
) {
  const met = (at: number) => {
    const stem = name.stems[at] ?? '';
    return terms.some((term, t) => meets(term, readings[t], stem, name.groups[at]));
  };
  return (
    name.stems.length > 0 &&
    name.stems.every((_, at) => met(at)) &&
    terms.every((term, t) =>
      name.stems.some((stem, at) => meets(term, readings[t], stem, name.groups[at])),
    )
  );
}

/** The ids of the categories the query names (readings: each term's Franco-Arabic one). */
export function namedCategories(
  categories: CategoryNames,
  terms: readonly QueryTerm[],
  readings: readonly (Reading | undefined)[] = [],
): Set<number> {
  const named = new Set<number>();
  if (terms.length === 0) return named;
  for (const [id, list] of categories) {
    if (list.some((name) => names(name, terms, readings))) named.add(id);
  }
  return named;
}
