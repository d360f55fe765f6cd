import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import {
  PRODUCT_PAGE_ENDPOINTS,
  type ProductPageEndpoint,
  type ProductPageQuery,
} from '@/contracts/demo/demo-product-page';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import { PageSeo } from '@/components/seo/page-seo';
import { useProductPageList } from '../api/get-demo-list';
import { useDemoProduct } from '../api/get-demo-product';
import { MockingProvider } from '@/lib/mocking/mocking-provider';
import { demoProductPath } from '../model/demo-paths';
import type { DemoShopConfig } from '../model/shop-config';
import { DemoProductDetails } from '../sections/demo-product-details';
import { ProductCarousel } from '../sections/product-carousel';
import { SectionFrame } from '../sections/section-frame';
import { sectionStatus, type ProductLinks } from './demo-section';
import { renderSampleCartButton, SampleCartButton, SampleCartProvider } from './sample-cart';

type Props = { shop: DemoShopConfig; id: string };

/**
 * A demo product's page: the product found in its shop's lists, then what is frequently
 * bought with it and related products, each from its mock path for this product
 * (/api/related-products?shop=…&id=…; the rule is contracts/demo/demo-suggestions.ts). Its
 * add-to-cart buttons say the product is a sample (sample-cart.tsx) and leave the shop's cart
 * alone.
 */
export function DemoProductView(props: Props) {
  return (
    <MockingProvider>
      <SampleCartProvider>
        <Container sx={{ py: { xs: 2, md: 3 } }}>
          <ProductBody {...props} />
        </Container>
      </SampleCartProvider>
    </MockingProvider>
  );
}

function ProductBody({ shop, id }: Props) {
  const { t } = useTranslation('demo');
  const shopName = t(`shops.${shop.slug}.name`);
  const { data: product, error, mutate } = useDemoProduct(shop, id);
  const query = { shop: shop.slug, id };
  const links = {
    hrefFor: (p: DemoProduct) => demoProductPath(shop.slug, p.id),
    renderAction: renderSampleCartButton,
  };
  const backToShop = (
    <Link component={ShopLink} href={`/${shop.slug}`} color="inherit">
      {shopName}
    </Link>
  );

  return (
    <>
      <Breadcrumbs aria-label={t('product.breadcrumb')} sx={{ mb: 2 }}>
        {backToShop}
        {product ? <Typography color="text.primary">{product.title}</Typography> : null}
      </Breadcrumbs>
      {error ? <LoadError message={t('section.loadFailed')} onRetry={() => void mutate()} /> : null}
      {!error && product === undefined ? <ProductSkeleton label={t('product.loading')} /> : null}
      {product === null ? (
        <EmptyState
          title={t('product.notFound')}
          message={t('product.notFoundHint')}
          action={
            <Button component={ShopLink} href={`/${shop.slug}`} variant="contained">
              {t('product.backToShop', { shop: shopName })}
            </Button>
          }
        />
      ) : null}
      {product ? (
        <>
          <PageSeo
            title={t('product.metaTitle', { title: product.title, shop: shopName })}
            description={t('product.metaDescription', { shop: shopName })}
            image={product.imgUrl}
            noindex
          />
          <DemoProductDetails
            product={product}
            action={<SampleCartButton product={product} size="medium" />}
          />
          <SuggestionRow
            endpoint={PRODUCT_PAGE_ENDPOINTS.frequentlyBought}
            query={query}
            title={t('product.frequentlyBought')}
            links={links}
          />
          <SuggestionRow
            endpoint={PRODUCT_PAGE_ENDPOINTS.related}
            query={query}
            title={t('product.related')}
            links={links}
          />
        </>
      ) : null}
    </>
  );
}

function ProductSkeleton({ label }: { label: string }) {
  return (
    <Box
      role="status"
      aria-label={label}
      sx={{ display: 'grid', gap: 3, gridTemplateColumns: { md: '1fr 1fr' } }}
    >
      <Skeleton variant="rounded" sx={{ aspectRatio: '1 / 1', height: 'auto' }} />
      <Box>
        <Skeleton variant="text" sx={{ fontSize: '2rem' }} />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={44} sx={{ mt: 3 }} />
      </Box>
    </Box>
  );
}

type SuggestionRowProps = {
  endpoint: ProductPageEndpoint;
  query: ProductPageQuery;
  title: string;
  links: ProductLinks;
};

/**
 * A row of suggestions from its mock path, with a placeholder and a retry like every demo
 * section; none at all (a product of a kind its shop sells nothing beside) leaves no empty row.
 */
function SuggestionRow({ endpoint, query, title, links }: SuggestionRowProps) {
  const { data, error, mutate } = useProductPageList(endpoint, query);
  const status = sectionStatus(data, error);
  if (status === 'empty') return null;
  return (
    <SectionFrame title={title} hideTitle={false} status={status} onRetry={() => void mutate()}>
      {data ? <ProductCarousel products={data} label={title} {...links} /> : null}
    </SectionFrame>
  );
}
