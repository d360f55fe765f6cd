import type { Reading, SearchIndex } from './search-index-shape';
import { francoReadings } from './search-franco';
import { stemWord, type QueryTerm } from './search-terms';
import { nearWords } from './search-typos';
import { markField, type FieldQuery, type Weights } from './search-vocabulary';

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
const FRANCO: Record<'name' | 'category' | 'body', Weights> = {
  name: { start: 7, inside: 0 },
  category: { start: 5, inside: 0 },
  body: { start: 1, inside: 0 },
};
const TYPO: Record<'name' | 'category' | 'body', Weights> = {
  name: { start: 5, inside: 0 },
  category: { start: 4, inside: 0 },
  body: { start: 1, inside: 0 },
};
type Form = FieldQuery & { prefixes: string[]; groups: number[] };

/** A description's word shorter than this is matched whole: «وز» is not the «وزن» of a text. */
const BODY_SHORTEST_PREFIX = 3;

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
    ownGroups: term.group === undefined ? undefined : [term.group],
  };
}

function typoForm(index: SearchIndex, term: QueryTerm): Form | undefined {
  if (term.group !== undefined || term.typed.includes(' ')) return undefined;
  const near = nearWords(term.stem, index.spellings);
  if (near.length === 0) return undefined;
  const groups = near.flatMap((word) => index.lexicon.groupOf.get(word) ?? []);
  return { prefixes: near, groups };
}

/** A term's Franco-Arabic reading, if it is a Latin word that reads as the shop's Arabic. */
export function readingOf(index: SearchIndex, term: QueryTerm): Reading | undefined {
  const words = francoReadings(index.franco, term.typed);
  if (words.length === 0) return undefined;
  const groups = words.flatMap((word) => index.lexicon.groupOf.get(stemWord(word)) ?? []);
  return { words, groups: [...new Set(groups)] };
}

const francoForm = (reading: Reading): Form => ({
  prefixes: reading.words,
  groups: reading.groups,
  ownGroups: reading.groups,
});

/**
 * One term's marks: its best exact match per item (a Franco-Arabic reading's too, and then the
 * reading, for the first-word bonus and the category it names), its category matches, and
 * when widened its matches through a typo.
 */
interface TermMarks {
  exact: Uint8Array;
  inCategory: Uint8Array;
  fuzzy?: Uint8Array;
  reading?: Reading;
}

function markTerm(index: SearchIndex, form: Form, weights: typeof EXACT) {
  const best = new Uint8Array(index.entries.length);
  const inCategory = new Uint8Array(index.entries.length);
  markField(index.body, { ...form, shortest: BODY_SHORTEST_PREFIX }, weights.body, best);
  markField(index.category, form, weights.category, inCategory);
  markField(index.name, form, weights.name, best);
  // The category's own array also says which items the term found by their category.
  inCategory.forEach((score, position) => {
    if (score > (best[position] ?? 0)) best[position] = score;
  });
  return { best, inCategory };
}

const higher = (a: Uint8Array, b: Uint8Array) => a.map((score, at) => Math.max(score, b[at] ?? 0));

/** Whether a term's matches are in descriptions only (no name or category has it). */
const onlyInDescriptions = (best: Uint8Array) =>
  best.every((score) => score < EXACT.body.start + 1);

/**
 * Each term marked as written, once: the typo pass reuses them. A Latin word that no name or
 * category has is also read as Franco-Arabic («far5a», «wez»): an English word keeps its
 * English meaning («chicken»), and a word only some English description has («fra» in
 * "fragrant", while «fra5» is being typed) does not hide the Arabic it stands for. The
 * reading's matches count one less than the Arabic word's own, so an exact match in either
 * script ranks above them.
 */
export function exactMarks(index: SearchIndex, terms: readonly QueryTerm[]): TermMarks[] {
  return terms.map((term) => {
    const { best, inCategory } = markTerm(index, exactForm(index, term), EXACT);
    const reading = onlyInDescriptions(best) ? readingOf(index, term) : undefined;
    if (!reading) return { exact: best, inCategory };
    const read = markTerm(index, francoForm(reading), FRANCO);
    return {
      exact: higher(best, read.best),
      inCategory: higher(inCategory, read.inCategory),
      reading,
    };
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
      if (inCategory[position]) {
        result.inCategory[position] = (result.inCategory[position] ?? 0) + 1;
      }
    }
  }
  return result;
}
