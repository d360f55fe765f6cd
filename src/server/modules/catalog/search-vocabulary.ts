import type { FieldTerms } from './search-terms';

/**
 * One field of every item (names, category names, descriptions) as search looks it up: each
 * distinct word once with the positions of the items that use it, and each lexicon group
 * with its items. The vocabulary is far smaller than the texts (a word once, however many
 * items say it), which is what makes a search cheap on a big catalogue.
 */
export interface Field {
  words: string[];
  postings: Int32Array[];
  groups: Map<number, Int32Array>;
  /** Each word's lexicon group (-1: none): a word of another group is another word. */
  wordGroups: Int32Array;
}

export function buildField(
  perItem: readonly FieldTerms[],
  groupOf: (word: string) => number | undefined,
): Field {
  const byWord = new Map<string, number[]>();
  const byGroup = new Map<number, number[]>();
  const add = <K>(map: Map<K, number[]>, key: K, position: number) => {
    const list = map.get(key);
    if (list) list.push(position);
    else map.set(key, [position]);
  };
  perItem.forEach((terms, position) => {
    for (const word of terms.words) add(byWord, word, position);
    for (const group of terms.groups) add(byGroup, group, position);
  });
  const words = [...byWord.keys()];
  return {
    words,
    postings: [...byWord.values()].map((list) => Int32Array.from(list)),
    groups: new Map([...byGroup].map(([group, list]) => [group, Int32Array.from(list)])),
    wordGroups: Int32Array.from(words, (word) => groupOf(word) ?? -1),
  };
}

/**
 * How much a match in a field is worth: at a word's start, or inside a word. A match through
 * the lexicon (the same group, another word) is worth one less than the word itself, so
 * «زغاليل» puts the squabs before the other pigeons.
 */
export interface Weights {
  start: number;
  inside: number;
}

const raise = (best: Uint8Array, positions: Iterable<number>, score: number) => {
  for (const position of positions) {
    if ((best[position] ?? 0) < score) best[position] = score;
  }
};

/** What one term looks for in a field. */
export interface FieldQuery {
  prefixes: readonly string[];
  inside?: string;
  groups: readonly number[];
  /**
   * The term is a whole word of these lexicon groups: a longer word that begins with it but
   * belongs to another group is another word («بيض», eggs, is not «بيضاء», white).
   */
  ownGroups?: readonly number[];
  /** Prefixes shorter than this match whole words only («وز» is not the «وزن» of a text). */
  shortest?: number;
}

/** Whether a word of lexicon group `group` (-1: none) may be the term's own. */
const sameWord = (query: FieldQuery, group: number) =>
  group < 0 || !query.ownGroups?.length || query.ownGroups.includes(group);

function begins(word: string, prefix: string, query: FieldQuery, group: number): boolean {
  if (word === prefix) return true;
  if (!word.startsWith(prefix) || prefix.length < (query.shortest ?? 0)) return false;
  return sameWord(query, group);
}

/**
 * Raises `best[item]` for the items of `field` that have a word beginning with one of
 * `prefixes` (weights.start), a word with `inside` within it (weights.inside), or one of
 * `groups` (weights.start - 1).
 */
export function markField(field: Field, query: FieldQuery, weights: Weights, best: Uint8Array) {
  for (const group of query.groups) {
    raise(best, field.groups.get(group) ?? [], weights.start - 1);
  }
  field.words.forEach((word, index) => {
    const postings = field.postings[index] ?? [];
    const group = field.wordGroups[index] ?? -1;
    if (query.prefixes.some((prefix) => begins(word, prefix, query, group))) {
      raise(best, postings, weights.start);
    } else if (query.inside && word.includes(query.inside) && sameWord(query, group)) {
      raise(best, postings, weights.inside);
    }
  });
}
