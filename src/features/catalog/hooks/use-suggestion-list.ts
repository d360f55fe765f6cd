import { useMemo } from 'react';
import { isSuggestTerm } from '@/contracts/suggest-term';
import type { Locale } from '@/lib/i18n/locales';
import { useSuggestions } from '../api/suggest-items';
import { suggestionOptions, type SuggestionOption } from '../model/suggestion-options';
import { useDebouncedValue } from './use-debounced-value';

/** Long enough to let a typist finish a burst of letters, short enough to feel immediate. */
export const SUGGEST_DEBOUNCE_MS = 150;

const NONE: SuggestionOption[] = [];

/**
 * The options to show for what is in the box, and, once the answer for exactly that text
 * has arrived, how many there are (for the screen reader's status; undefined meanwhile).
 * Under two letters nothing shows at once, even while an earlier answer is still kept.
 */
export function useSuggestionList(locale: Locale, term: string, listId: string) {
  const typed = term.trim();
  const settled = useDebouncedValue(typed, SUGGEST_DEBOUNCE_MS);
  const { data, error, isLoading } = useSuggestions(
    locale,
    isSuggestTerm(settled) ? settled : null,
  );
  // A refused term (markup) shows nothing rather than the answer of the one before it.
  const shown = isSuggestTerm(typed) && error === undefined ? data : undefined;
  const options = useMemo(() => (shown ? suggestionOptions(listId, shown) : NONE), [shown, listId]);
  const count = shown && !isLoading && settled === typed ? options.length : undefined;
  return { options, count };
}
