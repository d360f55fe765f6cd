import type { KeyboardEvent } from 'react';

/** What the header's box hands its lazily loaded suggestions (search-suggestions.tsx). */
export interface SuggestionControls {
  keyDown: (event: KeyboardEvent<HTMLInputElement>) => void;
}

/** The state of the list, for the box's aria-expanded and aria-activedescendant. */
export interface SuggestionPopup {
  expanded: boolean;
  activeId?: string;
}
