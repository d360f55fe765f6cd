import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import InputBase from '@mui/material/InputBase';
import NativeSelect from '@mui/material/NativeSelect';
import SearchIcon from '@mui/icons-material/Search';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { useId, useState, type SubmitEvent } from 'react';
import { SEARCH_MAX_LENGTH } from '@/contracts/search-limits';
import { toLocale } from '@/lib/i18n/locales';
import { useCategories } from '../api/get-categories';
import { searchHref } from '../model/search-href';
import { useSearchRouteState } from '../hooks/use-search-route-state';

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
      <Box component="label" htmlFor={inputId} sx={hiddenLabelSx}>
        {t('search.label')}
      </Box>
      <InputBase
        id={inputId}
        type="search"
        name="q"
        value={term}
        onChange={(event) => setTerm(event.target.value)}
        placeholder={t('search.placeholder')}
        inputProps={{ maxLength: SEARCH_MAX_LENGTH, enterKeyHint: 'search', autoComplete: 'off' }}
        sx={{
          flex: 1,
          minWidth: 0,
          px: 2,
          // Vendor forms only: the standard ::placeholder breaks stylis' RTL pass on the server.
          '& input::-webkit-input-placeholder': { color: 'text.secondary', opacity: 1 },
          '& input::-moz-placeholder': { color: 'text.secondary', opacity: 1 },
        }}
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
        <Box component="label" htmlFor={selectId} sx={hiddenLabelSx}>
          {t('search.category')}
        </Box>
        <NativeSelect
          id={selectId}
          name="category"
          value={category}
          onChange={(event) => setCategory(event.target.value)}
          disableUnderline
          sx={{ fontSize: '0.875rem', maxWidth: 170 }}
        >
          <option value="">{t('search.allCategories')}</option>
          {categories.map((entry) => (
            <option key={entry.id} value={entry.slug}>
              {entry.name}
            </option>
          ))}
        </NativeSelect>
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

const hiddenLabelSx = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;
