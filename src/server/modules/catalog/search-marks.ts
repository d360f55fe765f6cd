import type { SearchIndex } from './search-index-shape';
import type { QueryTerm } from './search-terms';
import { nearWords } from './search-typos';
import { markField, type Weights } from './search-vocabulary';

/*
 * How a query's terms mark the items that have them (search-ranking.ts ranks the marks):
 * per term, its best match per item in the names, category names and descriptions, as
 * written or, in the typo pass, one edit away.
 */

// Per term, the best of its matches: the name over the category over the description; a
// typo's match below the exact one in the same field.
const EXACT: Record<'name' | 'category' | 'body', Weights> = {
  name: { start: 8, inside: 4 },
  category: { start: 6, inside: 3 },
  body: { start: 2, inside: 1 },
};
const TYPO: Record<'name' | 'category' | 'body', Weights> = {
  name: { start: 5, inside: 0 },
  category: { start: 4, inside: 0 },
  body: { start: 1, inside: 0 },
};
type Form = { prefixes: string[]; inside?: string; groups: number[] };

/**
 * A word being typed may be the start of a lexicon word: «دجا» is on its way to «دجاج», so it
 * meets the chicken as «فرا» does, while the shopper types. Three letters or more: two open
 * too many groups.
 */
function groupsBegunBy(index: SearchIndex, typed: string): number[] {
  if (typed.length < 3 || typed.includes(' ')) return [];
  const groups = new Set<number>();
  for (const [word, group] of index.lexicon.groupOf) {
    if (word.startsWith(typed)) groups.add(group);
  }
  return [...groups];
}

function exactForm(index: SearchIndex, term: QueryTerm): Form {
  const prefixes = [...new Set([term.typed, term.stem])].filter((word) => !word.includes(' '));
  return {
    prefixes,
    // Inside a word only for three letters or more: «بط» inside every word is noise.
    inside: term.typed.length >= 3 && !term.typed.includes(' ') ? term.typed : undefined,
    groups: term.group === undefined ? groupsBegunBy(index, term.typed) : [term.group],
  };
}

function typoForm(index: SearchIndex, term: QueryTerm): Form | undefined {
  if (term.group !== undefined || term.typed.includes(' ')) return undefined;
  const near = nearWords(term.stem, index.spellings);
  if (near.length === 0) return undefined;
  const groups = near.flatMap((word) => index.lexicon.groupOf.get(word) ?? []);
  return { prefixes: near, groups };
}

/** One term's marks: its best exact match per item, its category matches, any typo's. */
interface TermMarks {
  exact: Uint8Array;
  inCategory: Uint8Array;
  fuzzy?: Uint8Array;
}

function markTerm(index: SearchIndex, form: Form, weights: typeof EXACT) {
  const best = new Uint8Array(index.entries.length);
  const inCategory = new Uint8Array(index.entries.length);
  markField(index.body, form, weights.body, best);
  markField(index.category, form, weights.category, inCategory);
  markField(index.name, form, weights.name, best);
  // The category's own array also says which items the term found by their category.
  inCategory.forEach((score, position) => {
    if (score > (best[position] ?? 0)) best[position] = score;
  });
  return { best, inCategory };
}

/** Each term marked as written, once: the typo pass reuses them. */
export function exactMarks(index: SearchIndex, terms: readonly QueryTerm[]): TermMarks[] {
  return terms.map((term) => {
    const { best, inCategory } = markTerm(index, exactForm(index, term), EXACT);
    return { exact: best, inCategory };
  });
}

/**
 * The marks with typos forgiven, for the terms no item has as written (a word the catalogue
 * has is not taken for a typo of another); undefined when no term has a near word.
 */
export function withTypos(
  index: SearchIndex,
  terms: readonly QueryTerm[],
  marks: readonly TermMarks[],
) {
  const widened: TermMarks[] = marks.map((mark, at) => {
    const term = terms[at];
    if (!term || mark.exact.some((score) => score > 0)) return mark;
    const typos = typoForm(index, term);
    return typos ? { ...mark, fuzzy: markTerm(index, typos, TYPO).best } : mark;
  });
  return widened.some((mark) => mark.fuzzy) ? widened : undefined;
}

export interface Tally {
  score: Int32Array;
  matched: Uint8Array;
  typo: Uint8Array;
  inCategory: Uint8Array;
}

export function tally(size: number, marks: readonly TermMarks[]): Tally {
  const result: Tally = {
    score: new Int32Array(size),
    matched: new Uint8Array(size),
    typo: new Uint8Array(size),
    inCategory: new Uint8Array(size),
  };
  for (const { exact, inCategory, fuzzy } of marks) {
    for (let position = 0; position < size; position += 1) {
      const score = exact[position] ?? 0;
      const near = fuzzy?.[position] ?? 0;
      if (score === 0 && near === 0) continue;
      result.matched[position] = (result.matched[position] ?? 0) + 1;
      result.score[position] = (result.score[position] ?? 0) + Math.max(score, near);
      if (score === 0) result.typo[position] = 1;
      if (inCategory[position])
        result.inCategory[position] = (result.inCategory[position] ?? 0) + 1;
    }
  }
  return result;
}
