import { normalizeSearchText } from '@/contracts/search-text';

/*
 * Words as search compares them. Both sides, the catalogue's texts and the shopper's query,
 * go through the same steps, so whatever one side writes the other meets:
 * 1. folding (normalizeSearchText: hamza forms, ة/ه, ى/ي, diacritics, case, digits);
 * 2. light stemming: Arabic loses its article and attached و/ب/ل/ف before it, and the
 *    endings ه (ة), ات, ين, ون; English loses its plural (ies → y, es, s);
 * 3. the lexicon (search-lexicon.ts): a stem in a group also stands for the group, so «دجاج»
 *    meets «فراخ», and a phrase of the lexicon («ديك رومي», "hot dog") is one term.
 */

/** و/ب/ل/ف then the article, or the article alone: «والفراخ», «بالعظم», «للشوي». */
const ARABIC_PREFIX = /^(?:[\u0648\u0628\u0641]?\u0627\u0644|\u0644\u0644|\u0628\u0627\u0644)/u;
const ARABIC_WORD = /^[\u0621-\u064A]+$/u;
const ENGLISH_WORD = /^[a-z]+$/;

/** Words that say nothing of what is wanted: left out of queries (not of the catalogue). */
const STOP_WORDS = new Set([
  'من',
  'في',
  'على',
  'عن',
  'مع',
  'و',
  'او',
  'a',
  'an',
  'the',
  'of',
  'for',
  'with',
  'and',
  'or',
  'in',
  'on',
]);

function arabicStem(word: string): string {
  let stem = word;
  const withoutPrefix = stem.replace(ARABIC_PREFIX, '');
  if (withoutPrefix.length >= 2) stem = withoutPrefix;
  for (const ending of ['\u0627\u062A', '\u064A\u0646', '\u0648\u0646']) {
    // ات ين ون: only where a word of three letters or more is left («بيضات» → «بيض»).
    if (stem.endsWith(ending) && stem.length - ending.length >= 3) return stem.slice(0, -2);
  }
  if (stem.endsWith('\u0647') && stem.length >= 3) return stem.slice(0, -1);
  return stem;
}

function englishStem(word: string): string {
  if (word.length > 4 && word.endsWith('ies')) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(?:s|x|z|ch|sh)es$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith('s') && !/(?:ss|us|is)$/.test(word)) {
    return word.slice(0, -1);
  }
  return word;
}

/** One folded word's stem: the form both sides are compared in. */
export function stemWord(word: string): string {
  if (ARABIC_WORD.test(word)) return arabicStem(word);
  if (ENGLISH_WORD.test(word)) return englishStem(word);
  return word;
}

/** The stems of a text, in order (folded first). */
export function stemsOf(text: string): string[] {
  return normalizeSearchText(text).split(' ').filter(Boolean).map(stemWord);
}

/** The lexicon as lookups: a stem's group, and the phrases that begin with a stem. */
export interface Lexicon {
  groupOf: Map<string, number>;
  phrases: Map<string, { stems: string[]; group: number }[]>;
}

export function buildLexicon(groups: readonly (readonly string[])[]): Lexicon {
  // Groups that share a word are one group (union-find): the shop's own group «كتكوت، فراخ»
  // widens the built-in chicken group rather than standing beside it.
  const parent = groups.map((_, group) => group);
  const root = (group: number): number => {
    let at = group;
    while (parent[at] !== at) at = parent[at] ?? at;
    return at;
  };
  const firstGroupOf = new Map<string, number>();
  const stemmed = groups.map((terms) => terms.map(stemsOf).filter((stems) => stems.length > 0));
  stemmed.forEach((terms, group) => {
    for (const stems of terms) {
      const key = stems.join(' ');
      const earlier = firstGroupOf.get(key);
      if (earlier === undefined) firstGroupOf.set(key, group);
      else parent[root(group)] = root(earlier);
    }
  });
  const lexicon: Lexicon = { groupOf: new Map(), phrases: new Map() };
  stemmed.forEach((terms, group) => {
    for (const stems of terms) {
      const [first] = stems;
      if (first === undefined) continue;
      if (stems.length === 1) {
        lexicon.groupOf.set(first, root(group));
        continue;
      }
      const list = lexicon.phrases.get(first) ?? [];
      list.push({ stems, group: root(group) });
      lexicon.phrases.set(first, list);
    }
  });
  return lexicon;
}

/** The group of the lexicon phrase that starts at `at`, and how many stems it spans. */
function phraseAt(stems: readonly string[], at: number, lexicon: Lexicon) {
  const candidates = lexicon.phrases.get(stems[at] ?? '') ?? [];
  for (const phrase of candidates) {
    if (phrase.stems.every((stem, offset) => stems[at + offset] === stem)) return phrase;
  }
  return undefined;
}

/** What one field of an item is found by: its words and stems, and its lexicon groups. */
export interface FieldTerms {
  words: string[];
  groups: number[];
}

/**
 * «وقوانص»: «and» written onto a word of the lexicon, which the stemmer leaves alone (a word may
 * begin with و: «ورك», «وز»); only a known word is taken apart, so nothing is invented.
 */
function withoutAnd(word: string, lexicon: Lexicon): string | undefined {
  if (!word.startsWith('\u0648') || word.length < 4 || lexicon.groupOf.has(word)) return undefined;
  const rest = stemWord(word.slice(1));
  return lexicon.groupOf.has(rest) ? rest : undefined;
}

export function fieldTerms(text: string, lexicon: Lexicon): FieldTerms {
  const words = normalizeSearchText(text).split(' ').filter(Boolean);
  const stems = words.map(stemWord);
  const parted = stems.flatMap((stem) => withoutAnd(stem, lexicon) ?? []);
  const groups = new Set<number>();
  stems.forEach((stem, at) => {
    const group = lexicon.groupOf.get(stem);
    if (group !== undefined) groups.add(group);
    const phrase = phraseAt(stems, at, lexicon);
    if (phrase) groups.add(phrase.group);
  });
  for (const word of parted) {
    const group = lexicon.groupOf.get(word);
    if (group !== undefined) groups.add(group);
  }
  return { words: [...new Set([...words, ...stems, ...parted])], groups: [...groups] };
}

/** One thing the shopper asked for: as typed (folded), its stem, and its lexicon group. */
export interface QueryTerm {
  typed: string;
  stem: string;
  group?: number;
}

/** More terms only slow the search; "did you mean" mends no more words than search reads. */
export const MAX_QUERY_TERMS = 8;

/**
 * A query's terms: a lexicon phrase is one term, stop words go, the same term once, at most
 * eight (more only slows the search).
 */
export function queryTerms(query: string, lexicon: Lexicon): QueryTerm[] {
  const words = normalizeSearchText(query).split(' ').filter(Boolean);
  const stems = words.map(stemWord);
  const terms: QueryTerm[] = [];
  for (let at = 0; at < words.length; at += 1) {
    const phrase = phraseAt(stems, at, lexicon);
    if (phrase) {
      const typed = words.slice(at, at + phrase.stems.length).join(' ');
      terms.push({ typed, stem: phrase.stems.join(' '), group: phrase.group });
      at += phrase.stems.length - 1;
      continue;
    }
    const typed = words[at] ?? '';
    if (STOP_WORDS.has(typed) && words.length > 1) continue;
    const stem = stems[at] ?? typed;
    terms.push({ typed, stem, group: lexicon.groupOf.get(stem) ?? lexicon.groupOf.get(typed) });
  }
  const seen = new Set<string>();
  return terms
    .filter((term) => !seen.has(term.stem) && Boolean(seen.add(term.stem)))
    .slice(0, MAX_QUERY_TERMS);
}
