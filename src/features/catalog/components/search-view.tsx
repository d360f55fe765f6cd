import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductGrid } from '@/components/product/product-grid';
import { LoadError } from '@/components/ui/load-error';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useReload } from '../hooks/use-reload';
import { useSearchClick } from '../hooks/use-search-click';
import type { SearchData } from '../loaders/load-search';
import { searchPageHref } from '../model/search-params';
import { CatalogPagination } from './catalog-pagination';
import { SearchAlso } from './search-also';
import { SearchEmpty } from './search-empty';
import { SearchFilters } from './search-filters';

type Props = {
  data: SearchData;
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/** A category's listing or a keyword's results: heading, filters, products, pages. */
export function SearchView({ data, ...slots }: Props) {
  const { t } = useTranslation('search');
  const { locale } = useRouter();
  const reload = useReload();
  const { results } = data;
  const listed = data.mode === 'category' ? data.category : null;
  const term = listed ? listed.slug : data.term;
  const shopLocale = useLocale();
  // A product opened from a keyword search's results counts for its term (search statistics).
  const opened = useSearchClick(listed ? null : data.term, shopLocale);

  return (
    <Container sx={{ py: { xs: 2.5, md: 4 } }}>
      <Typography component="h1" variant="h1" sx={{ overflowWrap: 'anywhere' }}>
        {listed ? listed.name : t('heading.results', { term: data.term })}
      </Typography>
      <Typography color="text.secondary" sx={{ mt: 0.5, mb: 2 }} data-testid="result-count">
        {results
          ? t('count', { count: results.total, n: formatNumber(results.total, locale) })
          : '\u00a0'}
      </Typography>
      <SearchFilters data={data} />
      {!results ? <LoadError onRetry={reload} /> : null}
      {results && results.items.length > 0 ? (
        <>
          <Box onClick={opened} onAuxClick={opened}>
            <ProductGrid items={results.items} headingComponent="h2" priorityCount={2} {...slots} />
          </Box>
          <CatalogPagination
            page={results}
            hrefFor={(page) => searchPageHref(term, { ...data.params, page })}
          />
        </>
      ) : null}
      {results && results.items.length === 0 ? <SearchEmpty data={data} /> : null}
      {listed ? <SearchAlso category={listed} items={data.also} {...slots} /> : null}
    </Container>
  );
}
