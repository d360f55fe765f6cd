import AddLinkOutlined from '@mui/icons-material/AddLinkOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import type { SearchStat } from '@/contracts/search-stats';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { WordText } from './word-chips';

type Row = SearchStat & { found_now?: number };

/** One query's line: styled once, not per row (a list may hold twenty). */
const Line = styled('li')(({ theme }) => ({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  columnGap: theme.spacing(1),
  padding: theme.spacing(1, 0),
  borderBottom: `1px solid ${theme.palette.divider}`,
}));

type Props = {
  title: string;
  hint?: string;
  empty: string;
  rows: readonly Row[];
  testId: string;
  /** Admins only: "Add as a synonym of…" for a row's query. */
  onAdd?: (query: string) => void;
};

/** One of the statistics' lists: each query, how often, and (for misses) what it finds now. */
export function SearchStatsList({ title, hint, empty, rows, testId, onAdd }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const titleId = useId();
  const n = (value: number) => formatNumber(value, locale);
  return (
    <Card variant="outlined" component="section" aria-labelledby={titleId} data-testid={testId}>
      <CardContent>
        <Typography component="h3" variant="h4" id={titleId}>
          {title}
        </Typography>
        {hint ? (
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {hint}
          </Typography>
        ) : null}
        {rows.length === 0 ? (
          <Typography color="text.secondary" sx={{ mt: 1 }}>
            {empty}
          </Typography>
        ) : (
          <Box component="ol" aria-labelledby={titleId} sx={{ listStyle: 'none', p: 0, m: 0 }}>
            {rows.map((row) => (
              <Line key={row.query} data-testid="search-stat">
                <Typography component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  <WordText word={row.query} />
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {t('searchWords.stats.searches', { count: row.count, n: n(row.count) })}
                </Typography>
                {row.found_now === undefined ? null : (
                  <Typography
                    component="span"
                    variant="body2"
                    color={row.found_now > 0 ? 'success.main' : 'text.secondary'}
                    data-testid="found-now"
                  >
                    {t('searchWords.stats.foundNow', { count: row.found_now, n: n(row.found_now) })}
                  </Typography>
                )}
                {onAdd ? (
                  <Button
                    size="small"
                    startIcon={<AddLinkOutlined aria-hidden />}
                    onClick={() => onAdd(row.query)}
                    aria-label={t('searchWords.stats.addSynonymLabel', { query: row.query })}
                    sx={{ marginInlineStart: 'auto', minHeight: 44 }}
                  >
                    {t('searchWords.stats.addSynonym')}
                  </Button>
                ) : null}
              </Line>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
