import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useRef, useState, useSyncExternalStore, type SubmitEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contracts/search-limits';
import { toLocale } from '@/lib/i18n/locales';
import { focusRing } from '@/components/layout/focus-ring';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { useShopCategories } from '@/lib/shop-facts/shop-facts-context';
import { searchHref } from '../model/search-href';
import { useSearchRouteState } from '../hooks/use-search-route-state';
import { CategorySelect, SearchInput } from './header-search-fields';
import type { SuggestionControls, SuggestionPopup } from './search-suggestion-types';

// The suggestions' code (combobox, list, its data) arrives on the box's first focus: every
// page's first load carries only this import and the box's ARIA wiring (budget: ADR 0006).
const SearchSuggestions = dynamic(() => import('./search-suggestions'), { ssr: false });
// The microphone and its recognition code, likewise apart, fetched only where the browser has
// speech recognition (the chunk checks the rest): neither the server's HTML nor the first
// client render has the button, so they match.
const VoiceSearchButton = dynamic(() => import('./voice-search-button'), { ssr: false });
const noSubscription = () => () => undefined;
const mayListen = () => 'SpeechRecognition' in window || 'webkitSpeechRecognition' in window;
const notOnServer = () => false;

const NO_CATEGORIES: never[] = [];

/**
 * The header's search: a keyword and, from tablets up, a category. A keyword leads to
 * /product/search/{term} (narrowed by ?category=); a category alone opens that category.
 * From two letters on, the box suggests items and categories (search-suggestions.tsx).
 */
export function HeaderSearch() {
  const { t } = useTranslation('catalog');
  const router = useRouter();
  const locale = toLocale(router.locale);
  // With the page (loadShopPage), so the list is in the server's HTML.
  const categories = useShopCategories(locale) ?? NO_CATEGORIES;
  const current = useSearchRouteState(categories);
  const [term, setTerm] = useState(current.term);
  const [category, setCategory] = useState(current.category);
  const [syncedWith, setSyncedWith] = useState(current);
  const inputId = useId();
  const selectId = useId();
  const listId = useId();
  const [focused, setFocused] = useState(false);
  const [suggesting, setSuggesting] = useState(false);
  const [popup, setPopup] = useState<SuggestionPopup>({ expanded: false });
  const suggestions = useRef<SuggestionControls>(null);
  const voice = useSyncExternalStore(noSubscription, mayListen, notOnServer);

  // Follow the address when it changes (another search, back/forward), as React advises:
  // adjust the state during render rather than in an effect.
  if (syncedWith.term !== current.term || syncedWith.category !== current.category) {
    setSyncedWith(current);
    setTerm(current.term);
    setCategory(current.category);
  }

  function search(keyword: string) {
    const href = searchHref(keyword, category);
    if (!href) {
      document.getElementById(inputId)?.focus();
      return;
    }
    void router.push(href);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    search(term);
  }

  // Words heard show in the box as they come; the last of them search as the button would.
  function heard(text: string) {
    setTerm(text);
    search(text);
  }

  return (
    <Box sx={{ position: 'relative', width: '100%', maxWidth: 640 }}>
      <Box
        component="form"
        role="search"
        aria-label={t('search.label')}
        onSubmit={submit}
        sx={{
          display: 'flex',
          alignItems: 'center',
          width: '100%',
          minHeight: 44,
          border: 1,
          borderColor: 'divider',
          borderRadius: 999,
          bgcolor: 'background.default',
          overflow: 'hidden',
          // The box is the field: it wears the ring (a 1 px border and a shadow were faint),
          // for the keyword, the category and the button alike, whose own would be clipped.
          '&:focus-within': { borderColor: 'primary.dark', ...focusRing },
        }}
      >
        <Box component="label" htmlFor={inputId} sx={visuallyHiddenSx}>
          {t('search.label')}
        </Box>
        <SearchInput
          id={inputId}
          type="search"
          name="q"
          value={term}
          onChange={(event) => setTerm(event.target.value)}
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_MAX_LENGTH}
          enterKeyHint="search"
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={popup.expanded}
          aria-controls={popup.expanded ? listId : undefined}
          aria-activedescendant={popup.activeId}
          onFocus={() => {
            setFocused(true);
            setSuggesting(true);
          }}
          onBlur={() => setFocused(false)}
          onKeyDown={(event) => suggestions.current?.keyDown(event)}
        />
        <Box
          sx={{
            display: { xs: 'none', sm: 'flex' },
            alignItems: 'center',
            borderInlineStart: 1,
            borderColor: 'divider',
            px: 1,
          }}
        >
          <Box component="label" htmlFor={selectId} sx={visuallyHiddenSx}>
            {t('search.category')}
          </Box>
          <CategorySelect
            id={selectId}
            name="category"
            value={category}
            onChange={(event) => setCategory(event.target.value)}
          >
            <option value="">{t('search.allCategories')}</option>
            {categories.map((entry) => (
              <option key={entry.id} value={entry.slug}>
                {entry.name}
              </option>
            ))}
          </CategorySelect>
        </Box>
        {voice ? (
          <VoiceSearchButton locale={locale} term={term} onInterim={setTerm} onFinal={heard} />
        ) : null}
        <IconButton
          type="submit"
          aria-label={t('search.submit')}
          sx={{
            borderRadius: 0,
            bgcolor: 'primary.dark',
            color: 'common.white',
            alignSelf: 'stretch',
            px: 2,
            '&:hover': { bgcolor: 'secondary.main' },
          }}
        >
          <SearchIcon />
        </IconButton>
      </Box>
      {suggesting ? (
        <SearchSuggestions
          term={term}
          focused={focused}
          inputId={inputId}
          listId={listId}
          controls={suggestions}
          onPopupChange={setPopup}
        />
      ) : null}
    </Box>
  );
}
