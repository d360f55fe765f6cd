import Box from '@mui/material/Box';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { NativeSelectField } from '@/components/form/native-select-field';
import type { SearchData } from '../loaders/load-search';
import { SEARCH_SORTS, searchPageHref, type SearchSort } from '../model/search-params';

type Props = { data: SearchData };

/**
 * Category and order. Each change is a new address (page 1), so the choice survives a
 * reload, can be shared and is rendered on the server.
 */
export function SearchFilters({ data }: Props) {
  const { t } = useTranslation('search');
  const router = useRouter();
  const { params } = data;
  const categoryMode = data.mode === 'category';

  function go(href: string) {
    void router.push(href, undefined, { scroll: false });
  }

  function chooseCategory(slug: string) {
    // A category on its own is that category's page; with a keyword it narrows the search.
    if (categoryMode) go(searchPageHref(slug, { sort: params.sort }));
    else go(searchPageHref(data.term, { category: slug, sort: params.sort }));
  }

  function chooseSort(sort: SearchSort) {
    const term = categoryMode && data.category ? data.category.slug : data.term;
    go(searchPageHref(term, { category: categoryMode ? '' : params.category, sort }));
  }

  return (
    <Box
      role="group"
      aria-label={t('filters.label')}
      sx={{
        display: 'grid',
        gap: 1.5,
        gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(2, minmax(0, 240px))' },
        mb: { xs: 2, md: 3 },
      }}
    >
      {data.categories.length > 0 ? (
        <NativeSelectField
          size="small"
          label={t('filters.category')}
          name="category"
          value={data.category?.slug ?? ''}
          onChange={(event) => chooseCategory(event.target.value)}
        >
          {categoryMode ? null : <option value="">{t('filters.allCategories')}</option>}
          {data.categories.map((category) => (
            <option key={category.id} value={category.slug}>
              {category.name}
            </option>
          ))}
        </NativeSelectField>
      ) : null}
      <NativeSelectField
        size="small"
        label={t('filters.sort')}
        name="sort"
        value={params.sort}
        onChange={(event) => chooseSort(event.target.value as SearchSort)}
      >
        {SEARCH_SORTS.map((sort) => (
          <option key={sort} value={sort}>
            {sort === 'relevance' && categoryMode ? t('sort.relevanceCategory') : t(`sort.${sort}`)}
          </option>
        ))}
      </NativeSelectField>
    </Box>
  );
}
