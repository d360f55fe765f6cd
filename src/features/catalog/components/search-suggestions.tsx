import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import {
  useEffect,
  useImperativeHandle,
  useState,
  type KeyboardEvent,
  type ReactNode,
  type Ref,
} from 'react';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSuggestionList } from '../hooks/use-suggestion-list';
import { stepActive, type SuggestionOption } from '../model/suggestion-options';
import type { SuggestionControls, SuggestionPopup } from './search-suggestion-types';
import { SuggestionOptionRow } from './suggestion-option';

type Props = {
  /** What is in the box. */
  term: string;
  /** Whether the box has focus: the list shows only then. */
  focused: boolean;
  inputId: string;
  listId: string;
  /** Where the box's key presses arrive (header-search.tsx forwards them). */
  controls: Ref<SuggestionControls>;
  /** The input's combobox attributes follow this. */
  onPopupChange: (popup: SuggestionPopup) => void;
};

/**
 * The header search's suggestions, as the WAI-ARIA 1.2 combobox pattern has them: focus stays
 * in the box, Up and Down move a highlight through a listbox (aria-activedescendant), Enter
 * opens the highlighted item or category, Escape closes the list, and Enter with nothing
 * highlighted still submits the search. Arrow keys mean the same in Arabic and English: the
 * list runs top to bottom in both. Loaded on the box's first focus (header-search.tsx).
 */
export default function SearchSuggestions(props: Props) {
  const { term, focused, inputId, listId, controls, onPopupChange } = props;
  const { t } = useTranslation('catalog');
  const router = useRouter();
  const locale = useLocale();
  const { options, count } = useSuggestionList(locale, term, listId);
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const [shownFor, setShownFor] = useState({ term, options, focused });

  // New text, a new list or the box focused again: nothing highlighted, and a list closed by
  // Escape or a choice opens again (coming back to the box shows what it suggests).
  if (shownFor.term !== term || shownFor.options !== options || shownFor.focused !== focused) {
    setShownFor({ term, options, focused });
    setActive(-1);
    if (shownFor.term !== term || (focused && !shownFor.focused)) setDismissed(false);
  }

  const expanded = focused && !dismissed && options.length > 0;
  const activeId = expanded ? options[active]?.id : undefined;

  useEffect(() => {
    onPopupChange({ expanded, activeId });
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [expanded, activeId, onPopupChange]);

  function choose(option: SuggestionOption) {
    setDismissed(true);
    // Off the box, so a phone's keyboard goes down and the page it opens can be seen.
    document.getElementById(inputId)?.blur();
    void router.push(option.href);
  }

  useImperativeHandle(controls, () => ({
    keyDown(event: KeyboardEvent<HTMLInputElement>) {
      if (event.nativeEvent.isComposing) return;
      const highlighted = expanded ? options[active] : undefined;
      switch (event.key) {
        case 'ArrowDown':
        case 'ArrowUp':
          if (options.length === 0) return;
          event.preventDefault();
          if (!expanded) {
            setDismissed(false);
            setActive(event.key === 'ArrowDown' ? 0 : options.length - 1);
          } else {
            setActive(stepActive(active, options.length, event.key === 'ArrowDown' ? 1 : -1));
          }
          return;
        case 'Enter':
          if (highlighted) {
            event.preventDefault();
            choose(highlighted);
          } else {
            // Nothing highlighted: the form submits the typed words, as before, and the list
            // gets out of the way of the results.
            setDismissed(true);
          }
          return;
        case 'Escape':
          if (expanded) {
            // Only the list closes: the browser would also empty a search box.
            event.preventDefault();
            setDismissed(true);
            setActive(-1);
          }
          return;
        case 'ArrowLeft':
        case 'ArrowRight':
        case 'Home':
        case 'End':
          // The caret moves in the text again; the highlight goes back to it.
          setActive(-1);
          return;
      }
    },
  }));

  const items = options.filter((option) => option.kind === 'item');
  const categories = options.filter((option) => option.kind === 'category');
  const group = (kind: string, label: string, members: SuggestionOption[]): ReactNode =>
    members.length === 0 ? null : (
      <Box role="group" aria-labelledby={`${listId}-${kind}`}>
        <Box
          id={`${listId}-${kind}`}
          role="presentation"
          sx={{ px: 2, pt: 1, pb: 0.5, typography: 'caption', color: 'text.secondary' }}
        >
          {label}
        </Box>
        {members.map((option) => (
          <SuggestionOptionRow
            key={option.id}
            option={option}
            active={option.id === activeId}
            locale={locale}
            onChoose={choose}
          />
        ))}
      </Box>
    );

  return (
    <>
      <Box role="status" sx={visuallyHiddenSx}>
        {focused && count !== undefined
          ? t('suggest.count', { count, formatted: formatNumber(count, locale) })
          : ''}
      </Box>
      {expanded ? (
        <Paper
          elevation={8}
          // A press on the list must not take focus from the box (which would close the list
          // before the click lands); the click then chooses.
          onMouseDown={(event) => event.preventDefault()}
          sx={{
            position: 'absolute',
            insetInline: 0,
            top: 'calc(100% + 4px)',
            zIndex: 'appBar',
            maxHeight: '60vh',
            overflowY: 'auto',
            py: 0.5,
          }}
        >
          <Box role="listbox" id={listId} aria-label={t('suggest.label')}>
            {group('items', t('suggest.products'), items)}
            {group('categories', t('suggest.categories'), categories)}
          </Box>
        </Paper>
      ) : null}
    </>
  );
}
