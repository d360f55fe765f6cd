import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import SearchIcon from '@mui/icons-material/Search';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type SubmitEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contracts/search-limits';
import { toLocale } from '@/lib/i18n/locales';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { useCategories } from '../api/get-categories';
import { searchHref } from '../model/search-href';
import { useSearchRouteState } from '../hooks/use-search-route-state';
import { CategorySelect, SearchInput } from './header-search-fields';

/**
 * The header's search: a keyword and, from tablets up, a category. A keyword leads to
 * /product/search/{term} (narrowed by ?category=); a category alone opens that category.
 */
export function HeaderSearch() {
  const { t } = useTranslation('catalog');
  const router = useRouter();
  const locale = toLocale(router.locale);
  const { data: categories = [] } = useCategories(locale);
  const current = useSearchRouteState(categories);
  const [term, setTerm] = useState(current.term);
  const [category, setCategory] = useState(current.category);
  const [syncedWith, setSyncedWith] = useState(current);
  const inputId = useId();
  const selectId = useId();

  // Follow the address when it changes (another search, back/forward), as React advises:
  // adjust the state during render rather than in an effect.
  if (syncedWith.term !== current.term || syncedWith.category !== current.category) {
    setSyncedWith(current);
    setTerm(current.term);
    setCategory(current.category);
  }

  function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    const href = searchHref(term, category);
    if (!href) {
      document.getElementById(inputId)?.focus();
      return;
    }
    void router.push(href);
  }

  return (
    <Box
      component="form"
      role="search"
      aria-label={t('search.label')}
      onSubmit={submit}
      sx={{
        display: 'flex',
        alignItems: 'center',
        width: '100%',
        maxWidth: 640,
        minHeight: 44,
        border: 1,
        borderColor: 'divider',
        borderRadius: 999,
        bgcolor: 'background.default',
        overflow: 'hidden',
        '&:focus-within': { borderColor: 'primary.dark', boxShadow: 1 },
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
  );
}
