import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import dynamic from 'next/dynamic';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import type { ProductData } from '../loaders/load-product';
import { ProductBreadcrumbs } from './product-breadcrumbs';
import { ProductGallery } from './product-gallery';
import { SimilarItemsSection } from './similar-items-section';
import { ProductSummary } from './product-summary';

// The reviews load as the shopper scrolls near them: the product page's first load is at its
// budget (scripts/budget), and stars, paging and the call are a chunk of their own.
const ProductReviews = dynamic(() => import('./product-reviews'), { ssr: false });
const REVIEWS_RESERVE = { minHeight: 160 };

type Props = {
  data: ProductData;
  /** The cart's add button with its stepper (composed by the page). */
  action?: ReactNode;
  favourite?: ReactNode;
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/**
 * The product page: photos beside the details (under them on phones), then its reviews and
 * similar items.
 */
export function ProductView({ data, action, favourite, ...slots }: Props) {
  const { item } = data;
  return (
    <>
      <Container sx={{ pt: { xs: 2, md: 3 }, pb: { xs: 2, md: 4 } }}>
        <ProductBreadcrumbs name={item.name} category={data.category} />
        <Box
          sx={{
            display: 'grid',
            gap: { xs: 3, md: 5 },
            gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 5fr) minmax(0, 6fr)' },
            alignItems: 'start',
          }}
        >
          <ProductGallery images={item.images} name={item.name} dimmed={!item.in_stock} />
          <ProductSummary item={item} action={action} favourite={favourite} />
        </Box>
      </Container>
      <WhenNearViewport reserve={REVIEWS_RESERVE}>
        <ProductReviews item={item} />
      </WhenNearViewport>
      <SimilarItemsSection item={item} {...slots} />
    </>
  );
}
