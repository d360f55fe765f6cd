/*
 * Franco-Arabic: Arabic written in Latin letters and digits, as many Egyptians type on a phone
 * («far5a» فرخة, «7amam» حمام, «wez» وز, «bee2d» بيض, «2awanes» قوانص). Rather than spell every
 * Arabic word a Latin word could stand for (vowels are free, so there are hundreds), both sides
 * are reduced to a consonant skeleton, and the Latin word meets the Arabic words of the shop
 * (its names, categories, descriptions and lexicon) that share its skeleton:
 * - vowels go on both sides (a e i o u; ا, and و/ي inside a word, which are vowels as often as
 *   not); a word's first و/ي, or w/y, is a consonant and stays;
 * - letters Egyptians say alike share one class: ت/ط/ث (t, 6, th), س/ص (s, 9), د/ض (d), ز/ذ/ظ
 *   (z, dh), ح/ه (7, h), ك/ق (k, q), and ج is g as Egyptians say it (g or j);
 * - 2 is the hamza (dropped) or ق as Cairo says it (k); 8 is غ (gh) or ق; 3 is ع; 5 is خ (kh);
 * - a word's last ه (the ة folded) goes, and so does a final h after a vowel («far5ah»);
 * - a letter written twice is one (the shadda is never written: «batt» is «بط»).
 * Matching the shop's own words, not a dictionary, is what keeps this from inventing meanings.
 */

const ARABIC_CLASS: Record<string, string> = {
  ب: 'b',
  ت: 't',
  ث: 't',
  ج: 'g',
  ح: 'h',
  خ: 'x',
  د: 'd',
  ذ: 'z',
  ر: 'r',
  ز: 'z',
  س: 's',
  ش: 'c',
  ص: 's',
  ض: 'd',
  ط: 't',
  ظ: 'z',
  ع: 'e',
  غ: 'q',
  ف: 'f',
  ق: 'k',
  ك: 'k',
  ل: 'l',
  م: 'm',
  ن: 'n',
  ه: 'h',
};

/** Digraphs first: «sh» is one letter, not s then h. */
const LATIN_PAIRS: Record<string, string> = {
  sh: 'c',
  ch: 'c',
  kh: 'x',
  gh: 'q',
  th: 't',
  dh: 'z',
};

const LATIN_CLASS: Record<string, string> = {
  b: 'b',
  p: 'b',
  t: 't',
  '6': 't',
  g: 'g',
  j: 'g',
  h: 'h',
  '7': 'h',
  x: 'x',
  '5': 'x',
  d: 'd',
  r: 'r',
  z: 'z',
  s: 's',
  '9': 's',
  f: 'f',
  v: 'f',
  k: 'k',
  q: 'k',
  c: 'k',
  l: 'l',
  m: 'm',
  n: 'n',
  '3': 'e',
  '4': 'c',
};

const VOWELS = new Set(['a', 'e', 'i', 'o', 'u']);
/** Letters that read two ways: each reading is tried (at most a few per word). */
const LATIN_CHOICES: Record<string, readonly string[]> = { '2': ['', 'k'], '8': ['q', 'k'] };
const MOST_READINGS = 8;

/** A word a shopper may have meant as Arabic: Latin letters with at most Franco's digits. */
export function isFrancoWord(word: string): boolean {
  return /^[a-z2-9]+$/.test(word) && /[a-z]/.test(word);
}

const collapse = (classes: readonly string[]) =>
  classes.filter((letter, at) => letter !== '' && letter !== classes[at - 1]).join('');

/** An Arabic word's skeleton (the word already folded: normalizeSearchText). */
export function arabicSkeleton(word: string): string {
  // Folded Arabic letters are single UTF-16 units: no grapheme segmentation is needed.
  const letters = Array.from(word);
  const classes = letters.map((letter, at) => {
    if (letter === 'و' || letter === 'ي') return at === 0 ? (letter === 'و' ? 'w' : 'y') : '';
    if (letter === 'ه' && at === letters.length - 1 && at > 0) return '';
    return ARABIC_CLASS[letter] ?? '';
  });
  // A doubled letter is one (no shadda on either side), even with a vowel dropped between.
  return collapse(classes.filter(Boolean));
}

/** The Latin word's letters as classes, each a list of the readings it allows. */
function latinClasses(word: string): (readonly string[])[] {
  const classes: (readonly string[])[] = [];
  for (let at = 0; at < word.length; at += 1) {
    const letter = word[at] ?? '';
    const pair = LATIN_PAIRS[word.slice(at, at + 2)];
    if (pair) {
      classes.push([pair]);
      at += 1;
    } else if (letter === 'w' || letter === 'y') {
      classes.push([at === 0 ? letter : '']);
    } else if (letter === 'h' && at === word.length - 1 && VOWELS.has(word[at - 1] ?? '')) {
      classes.push(['']);
    } else {
      classes.push(
        VOWELS.has(letter) ? [''] : (LATIN_CHOICES[letter] ?? [LATIN_CLASS[letter] ?? '']),
      );
    }
  }
  return classes;
}

/**
 * The skeletons a Franco word may stand for: one per reading of its 2s and 8s, and for a word
 * ending in «et» or «it» also without the t, the ة of a word before another («kartonet beed»,
 * كرتونة بيض).
 */
export function francoSkeletons(word: string): string[] {
  const construct = word.length >= 5 && /[aei]t$/.test(word);
  const skeletons = skeletonsOf(word);
  return construct ? [...new Set([...skeletons, ...skeletonsOf(word.slice(0, -1))])] : skeletons;
}

function skeletonsOf(word: string): string[] {
  let readings: string[][] = [[]];
  for (const choices of latinClasses(word)) {
    readings = readings.flatMap((reading) => choices.map((choice) => [...reading, choice]));
    readings = readings.slice(0, MOST_READINGS);
  }
  return [...new Set(readings.map((reading) => collapse(reading.filter(Boolean))))].filter(Boolean);
}

/** The shop's Arabic words by skeleton: what a Franco word is read against. */
export type FrancoWords = Map<string, string[]>;

export function buildFrancoWords(words: Iterable<string>): FrancoWords {
  const bySkeleton: FrancoWords = new Map();
  for (const word of words) {
    if (!/^[\u0621-\u064A]+$/u.test(word)) continue;
    const skeleton = arabicSkeleton(word);
    if (!skeleton) continue;
    const list = bySkeleton.get(skeleton);
    if (!list) bySkeleton.set(skeleton, [word]);
    else if (!list.includes(word)) list.push(word);
  }
  return bySkeleton;
}

/** A word that begins with a vowel («ارانب», «araneb») or ends in one («فرخة», «بيضا», «بلدي»). */
const arabicEdges = (word: string) => [
  /^\u0627/u.test(word),
  /[\u0621\u0627\u0647\u064A]$/u.test(word),
];
const latinEdges = (word: string) => [/^[aeiou]/.test(word), /(?:[aeiouy]|[ae]h)$/.test(word)];

/**
 * Of words with one skeleton, those that begin and end as the Latin word does, as far as any
 * do: «beed» is «بيض» (eggs), not «بيضا» nor «ابيض» (white), which are «beda» and «abyad»;
 * and «wez» is «وز» before «وزة».
 */
function edgesAlike(words: readonly string[], typed: string): string[] {
  const [begins, ends] = latinEdges(typed);
  const alike = (word: string) => {
    const [arabicBegins, arabicEnds] = arabicEdges(word);
    return Number(arabicBegins === begins) + Number(arabicEnds === ends);
  };
  const best = Math.max(...words.map(alike));
  return words.filter((word) => alike(word) === best);
}

/**
 * The shop's Arabic words a Franco word stands for: those with its very skeleton, else (a word
 * still being typed, «fra» on its way to «fra5») those whose skeleton begins with it, from two
 * consonants on.
 */
export function francoReadings(words: FrancoWords, typed: string): string[] {
  if (!isFrancoWord(typed)) return [];
  const skeletons = francoSkeletons(typed);
  const exact = [...new Set(skeletons.flatMap((skeleton) => words.get(skeleton) ?? []))];
  if (exact.length > 0 || typed.length < 3) return edgesAlike(exact, typed);
  const begun = new Set<string>();
  for (const [skeleton, list] of words) {
    if (skeletons.some((start) => start.length >= 2 && skeleton.startsWith(start))) {
      for (const word of list) begun.add(word);
    }
  }
  return [...begun];
}
