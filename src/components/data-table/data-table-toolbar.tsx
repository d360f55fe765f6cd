import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import InputAdornment from '@mui/material/InputAdornment';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { useTranslation } from 'next-i18next/pages';
import { useId, type Ref } from 'react';
import { visuallyHiddenSx } from '@/components/ui/visually-hidden';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { normaliseForSearch } from './table-search';

type Props = {
  query: string;
  onQueryChange: (query: string) => void;
  /** The field's label; the localised "Search" when not given. */
  label?: string;
  /** Undefined while the rows load: nothing to search yet. */
  matchCount: number | undefined;
  inputRef: Ref<HTMLInputElement>;
};

/**
 * The search box above the table, and a polite live region telling screen-reader users how
 * many rows their search left (sighted users see the rows and the pagination count change).
 */
export function DataTableToolbar({ query, onQueryChange, label, matchCount, inputRef }: Props) {
  const { t } = useTranslation('data-table');
  const locale = useLocale();
  const searching = normaliseForSearch(query) !== '' && matchCount !== undefined;
  const inputId = useId();
  const shownLabel = label ?? t('search.label');
  return (
    <Box sx={{ mb: 2 }}>
      {/* The parts of a TextField, without the filled and standard variants and the select
          it would also bring to the dashboard's first load. */}
      <FormControl disabled={matchCount === undefined} sx={{ width: { xs: '100%', sm: 320 } }}>
        <InputLabel htmlFor={inputId}>{shownLabel}</InputLabel>
        <OutlinedInput
          id={inputId}
          type="search"
          label={shownLabel}
          value={query}
          onChange={(event) => onQueryChange(event.target.value)}
          inputRef={inputRef}
          autoComplete="off"
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
        />
      </FormControl>
      <Box role="status" aria-live="polite" sx={visuallyHiddenSx}>
        {searching
          ? t('search.results', { count: matchCount, n: formatNumber(matchCount, locale) })
          : null}
      </Box>
    </Box>
  );
}
