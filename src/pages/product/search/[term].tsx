import type { GetServerSideProps } from 'next';
import { useTranslation } from 'next-i18next/pages';
import { PageSeo } from '@/components/seo/page-seo';
import { SearchView } from '@/features/catalog/components/search-view';
import { loadSearch, type SearchData } from '@/features/catalog/loaders/load-search';
import { SEARCH_PAGE_QUERY, readSearchParams } from '@/features/catalog/model/search-params';
import { isIndexableSearch } from '@/features/catalog/model/search-indexing';
import { toLocale } from '@/lib/i18n/locales';
import { loadShopPageWith } from '@/lib/shop-facts/load-shop-page';
import { shareCataloguePage } from '@/server/cache';
import { renderProductAction, renderProductFavourite } from '@/shell/product-slots';

type Props = { search: SearchData };

export default function SearchPage({ search }: Props) {
  const { t } = useTranslation('search');
  const category = search.mode === 'category' ? search.category : null;
  return (
    <>
      <PageSeo
        title={
          category
            ? t('meta.categoryTitle', { category: category.name })
            : t('meta.searchTitle', { term: search.term })
        }
        description={
          category
            ? t('meta.categoryDescription', { category: category.name })
            : t('meta.searchDescription', { term: search.term })
        }
        image={category?.image}
        path={`/product/search/${encodeURIComponent(category ? category.slug : search.term)}`}
        noindex={!isIndexableSearch(search)}
      />
      <SearchView
        data={search}
        renderAction={renderProductAction}
        renderFavourite={renderProductFavourite}
      />
    </>
  );
}

export const getServerSideProps: GetServerSideProps<Props> = async ({
  locale,
  params,
  query,
  res,
}) => {
  const term = typeof params?.term === 'string' ? params.term.trim() : '';
  const [translations, search] = await loadShopPageWith(
    locale,
    ['catalog', 'search', 'cart', 'favourites'],
    ({ categories }) => loadSearch(toLocale(locale), term, readSearchParams(query), categories),
  );
  if (!search.results) res.statusCode = 503;
  else shareCataloguePage(res, SEARCH_PAGE_QUERY);
  return { props: { ...translations, search } };
};
