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
}

export function buildField(perItem: readonly FieldTerms[]): Field {
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
  return {
    words: [...byWord.keys()],
    postings: [...byWord.values()].map((list) => Int32Array.from(list)),
    groups: new Map([...byGroup].map(([group, list]) => [group, Int32Array.from(list)])),
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

/**
 * Raises `best[item]` for the items of `field` that have a word beginning with one of
 * `prefixes` (weights.start), a word with `inside` within it (weights.inside), or one of
 * `groups` (weights.start - 1).
 */
export function markField(
  field: Field,
  query: { prefixes: readonly string[]; inside?: string; groups: readonly number[] },
  weights: Weights,
  best: Uint8Array,
): void {
  for (const group of query.groups) {
    raise(best, field.groups.get(group) ?? [], weights.start - 1);
  }
  field.words.forEach((word, index) => {
    const postings = field.postings[index] ?? [];
    if (query.prefixes.some((prefix) => word.startsWith(prefix))) {
      raise(best, postings, weights.start);
    } else if (query.inside !== undefined && word.includes(query.inside)) {
      raise(best, postings, weights.inside);
    }
  });
}
