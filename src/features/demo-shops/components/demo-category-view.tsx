import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useId } from 'react';
import { PageSeo } from '@/components/seo/page-seo';
import { LoadError } from '@/components/ui/load-error';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { MockingProvider } from '@/lib/mocking/mocking-provider';
import { useDemoCategory, type DemoCategoryListing } from '../api/get-demo-category';
import type { DemoCategoryKeyword } from '../model/demo-categories';
import { demoProductPath } from '../model/demo-paths';
import type { DemoShopConfig } from '../model/shop-config';
import { ProductGrid } from '../sections/product-grid';
import { renderSampleCartButton, SampleCartProvider } from './sample-cart';

type Props = { shop: DemoShopConfig; keyword: DemoCategoryKeyword };

/**
 * Where a demo shop's sidebar, category tiles, banners and brands lead: the shop's sample
 * products of that kind, in its colours, with the way back to the shop. A category the sample
 * data has nothing for says so and shows the whole shop, so a link never ends on an empty page.
 */
export function DemoCategoryView(props: Props) {
  return (
    <MockingProvider>
      <SampleCartProvider>
        <Container sx={{ py: { xs: 2, md: 3 } }}>
          <CategoryBody {...props} />
        </Container>
      </SampleCartProvider>
    </MockingProvider>
  );
}

function CategoryBody({ shop, keyword }: Props) {
  const { t } = useTranslation('demo');
  const shopName = t(`shops.${shop.slug}.name`);
  const { data, error, mutate } = useDemoCategory(shop, keyword);
  const title = data?.title ?? t('category.fallbackTitle');

  return (
    <>
      <Breadcrumbs aria-label={t('product.breadcrumb')} sx={{ mb: 2 }}>
        <Link component={ShopLink} href={`/${shop.slug}`} color="inherit">
          {shopName}
        </Link>
        {data ? <Typography color="text.primary">{title}</Typography> : null}
      </Breadcrumbs>
      {error ? <LoadError message={t('section.loadFailed')} onRetry={() => void mutate()} /> : null}
      {!error && !data ? <ListingSkeleton label={t('category.loading')} /> : null}
      {data ? (
        <>
          <PageSeo
            title={t('category.metaTitle', { title, shop: shopName })}
            description={t('category.metaDescription', { title, shop: shopName })}
            noindex
          />
          <Typography component="h1" variant="h1">
            {title}
          </Typography>
          <Listing listing={data} shop={shop} shopName={shopName} />
        </>
      ) : null}
    </>
  );
}

type ListingProps = { listing: DemoCategoryListing; shop: DemoShopConfig; shopName: string };

function Listing({ listing, shop, shopName }: ListingProps) {
  const { t } = useTranslation('demo');
  const locale = useLocale();
  const headingId = useId();
  const count = listing.products.length;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ pt: 2 }}>
      {listing.matched ? null : (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="demo-category-fallback">
          {t('category.nothingHere', { shop: shopName })}
        </Alert>
      )}
      <Typography id={headingId} component="h2" variant="h5" sx={{ mb: 2 }} color="text.secondary">
        {t('category.count', { count, n: formatNumber(count, locale) })}
      </Typography>
      <ProductGrid
        products={listing.products}
        hrefFor={(product: DemoProduct) => demoProductPath(shop.slug, product.id)}
        renderAction={renderSampleCartButton}
        pageSize={12}
      />
    </Box>
  );
}

function ListingSkeleton({ label }: { label: string }) {
  return (
    <Box role="status" aria-label={label}>
      <Skeleton variant="text" sx={{ fontSize: '2.5rem', maxWidth: 320 }} />
      <Box
        sx={{
          mt: 2,
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(4, 1fr)' },
        }}
      >
        {Array.from({ length: 4 }, (_, i) => (
          <Skeleton key={i} variant="rounded" sx={{ aspectRatio: '3 / 4', height: 'auto' }} />
        ))}
      </Box>
    </Box>
  );
}
