import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductGrid } from '@/components/product/product-grid';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { useFocusOnChange } from '../hooks/use-focus-on-change';
import { useReload } from '../hooks/use-reload';
import type { ItemPage } from '../model/item-page';
import { CatalogPagination } from './catalog-pagination';
import { SectionHeader } from './section-header';

export const ALL_PRODUCTS_ID = 'all-products';

type Props = {
  page: ItemPage | null;
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/** Home page paging: page 1 is the home page itself, others add ?page=. */
export function homePageHref(page: number): string {
  return page <= 1 ? '/' : `/?page=${page}`;
}

/** Every product, a page at a time, with links to the other pages. */
export function AllProductsSection({ page, ...slots }: Props) {
  const { t } = useTranslation('home');
  const reload = useReload();
  const headingRef = useFocusOnChange<HTMLHeadingElement>(page?.page);
  return (
    <Container
      component="section"
      id={ALL_PRODUCTS_ID}
      aria-labelledby="all-products-title"
      sx={{ py: { xs: 3, md: 4 }, scrollMarginTop: 80 }}
    >
      <SectionHeader id="all-products-title" title={t('all.title')} headingRef={headingRef} />
      {!page ? <LoadError onRetry={reload} /> : null}
      {page && page.items.length > 0 ? (
        <>
          <ProductGrid items={page.items} {...slots} />
          <CatalogPagination page={page} hrefFor={homePageHref} scroll={false} />
        </>
      ) : null}
      {page && page.items.length === 0 ? (
        <EmptyState
          title={t('all.emptyTitle')}
          message={t('all.emptyMessage')}
          action={
            <Button component={ShopLink} href={homePageHref(1)} scroll={false} variant="outlined">
              {t('all.firstPage')}
            </Button>
          }
        />
      ) : null}
    </Container>
  );
}
