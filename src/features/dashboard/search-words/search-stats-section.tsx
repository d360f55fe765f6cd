import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import ToggleButton from '@mui/material/ToggleButton';
import ToggleButtonGroup from '@mui/material/ToggleButtonGroup';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import { useTranslation } from 'next-i18next/pages';
import { memo, useMemo, useState } from 'react';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/load-error';
import { SEARCH_STATS_DAYS_DEFAULT, UNCLICKED_MIN_SEARCHES } from '@/contracts/search-stats-limits';
import type { SearchSynonyms } from '@/contracts/search-synonyms';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useStaffSearchStats } from '../api/staff-search-stats';
import { SearchStatsList } from './search-stats-list';

// The dialog (react-hook-form, zod) loads when an admin opens it.
const AddSynonymDialog = dynamic(() => import('./add-synonym-dialog'), { ssr: false });

const RANGES = [SEARCH_STATS_DAYS_DEFAULT, 30, 90] as const;

type Props = {
  words: SearchSynonyms;
  /** Admins may add a query as a synonym; sellers read the lists. */
  isAdmin: boolean;
  onSaved: (message: string) => void;
};

/**
 * What shoppers looked for, above the shop's words: the most searched, what found nothing
 * (with what it finds now) and what found items nobody opened. An admin turns a miss into a
 * synonym of a word the shop uses in one step; the lists are fetched again after it.
 */
// Memoised: the screen renders again with each change of its own (a save's message, a
// delete's question), which leaves these lists as they are.
export const SearchStatsSection = memo(function SearchStatsSection({
  words,
  isAdmin,
  onSaved,
}: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const [days, setDays] = useState<number>(SEARCH_STATS_DAYS_DEFAULT);
  const [adding, setAdding] = useState<string>();
  const { data, error, mutate } = useStaffSearchStats(locale, days);
  const known = useMemo(
    () => [...new Set([...words.custom.flatMap((group) => group.terms), ...words.builtin.flat()])],
    [words],
  );
  const onAdd = isAdmin ? setAdding : undefined;

  return (
    <Box component="section" aria-labelledby="search-stats-title" sx={{ mb: 3 }}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' }, mb: 1 }}
      >
        <Typography component="h2" variant="h3" id="search-stats-title">
          {t('searchWords.stats.title')}
        </Typography>
        <ToggleButtonGroup
          exclusive
          size="small"
          value={days}
          onChange={(_, value: number | null) => {
            if (value) setDays(value);
          }}
          aria-label={t('searchWords.stats.days')}
        >
          {RANGES.map((range) => (
            <ToggleButton key={range} value={range}>
              {t(`searchWords.stats.range${range}`)}
            </ToggleButton>
          ))}
        </ToggleButtonGroup>
      </Stack>
      <Typography color="text.secondary" variant="body2" sx={{ mb: 2 }}>
        {t('searchWords.stats.hint')}
      </Typography>
      {error && !data ? (
        <LoadError message={t('searchWords.stats.loadFailed')} onRetry={() => void mutate()} />
      ) : !data ? (
        <Skeleton variant="rounded" height={160} />
      ) : (
        <Box
          sx={{
            display: 'grid',
            gap: 1.5,
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(3, minmax(0, 1fr))' },
          }}
        >
          <SearchStatsList
            testId="search-stats-top"
            title={t('searchWords.stats.topTitle')}
            empty={t('searchWords.stats.topEmpty')}
            rows={data.top}
          />
          <SearchStatsList
            testId="search-stats-zero"
            title={t('searchWords.stats.zeroTitle')}
            empty={t('searchWords.stats.zeroEmpty')}
            rows={data.zero}
            onAdd={onAdd}
          />
          <SearchStatsList
            testId="search-stats-unclicked"
            title={t('searchWords.stats.unclickedTitle')}
            hint={t('searchWords.stats.unclickedHint', {
              min: formatNumber(UNCLICKED_MIN_SEARCHES, locale),
            })}
            empty={t('searchWords.stats.unclickedEmpty')}
            rows={data.unclicked}
            onAdd={onAdd}
          />
        </Box>
      )}
      {adding !== undefined ? (
        <AddSynonymDialog
          query={adding}
          words={known}
          onClose={() => setAdding(undefined)}
          onAdded={(word) => {
            setAdding(undefined);
            onSaved(t('searchWords.stats.saved', { query: adding, word }));
          }}
        />
      ) : null}
    </Box>
  );
});
