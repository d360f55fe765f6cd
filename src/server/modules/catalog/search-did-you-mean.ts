import { normalizeSearchText } from '@/contracts/search-text';
import type { SearchIndex } from './search-index-shape';
import { MAX_QUERY_TERMS, stemWord } from './search-terms';
import { nearWords } from './search-typos';

/** Whether some item's field, or the lexicon, knows `word` (or a word it begins). */
function known(index: SearchIndex, word: string): boolean {
  return (
    index.lexicon.groupOf.has(word) ||
    [index.name, index.category, index.body].some((field) =>
      field.words.some((known) => known.startsWith(word)),
    )
  );
}

/**
 * For a query that found nothing: the same query with each unknown word replaced by the
 * closest word the shop uses (within two edits), as the shop spells it; undefined when no
 * word could be mended.
 */
export function didYouMean(index: SearchIndex, text: string): string | undefined {
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    // Each unknown word is compared with every word the shop uses: as many as search reads.
    .slice(0, MAX_QUERY_TERMS)
    .map((typed) => {
      const word = normalizeSearchText(typed);
      const stem = stemWord(word);
      if (!word || word.includes(' ') || known(index, word) || known(index, stem)) {
        return { typed };
      }
      const [near] = [
        ...nearWords(word, index.spellings, 2),
        ...nearWords(stem, index.spellings, 2),
      ];
      return { typed, near: near && (index.display.get(near) ?? near).toLowerCase() };
    });
  if (!words.some((word) => word.near !== undefined)) return undefined;
  return words.map((word) => word.near ?? word.typed).join(' ');
}
