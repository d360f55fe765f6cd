import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { MockingProvider } from '@/lib/mocking/mocking-provider';
import type { DemoShopConfig } from '../model/shop-config';
import { demoProductPath } from '../model/demo-paths';
import { phoneOrder } from '../model/phone-order';
import { DemoNavigation } from './demo-navigation';
import { DemoSection } from './demo-section';
import { DemoShopHeading } from './demo-shop-heading';
import { renderSampleCartButton, SampleCartProvider } from './sample-cart';

type Props = { shop: DemoShopConfig };

/**
 * A demo shop: its heading, its category tree when it has one, and its ordered sections. Its
 * add-to-cart buttons explain that the shop is a sample (sample-cart.tsx); the shop's cart is
 * never involved.
 */
export function DemoShopView({ shop }: Props) {
  const { t } = useTranslation('demo');
  const links = {
    hrefFor: (product: DemoProduct) => demoProductPath(shop.slug, product.id),
    renderAction: renderSampleCartButton,
  };
  const order = phoneOrder(shop.sections);
  return (
    <MockingProvider>
      <SampleCartProvider>
        <Container sx={{ pb: { xs: 4, md: 6 } }}>
          <DemoShopHeading slug={shop.slug} />
          <Box
            sx={{
              display: { md: 'grid' },
              gridTemplateColumns: shop.navigation ? '260px minmax(0, 1fr)' : 'minmax(0, 1fr)',
              gap: 4,
              alignItems: 'start',
            }}
          >
            {shop.navigation ? (
              <Box sx={{ position: { md: 'sticky' }, top: { md: 96 }, pt: { md: 3 } }}>
                <DemoNavigation
                  endpoint={shop.navigation}
                  shopName={t(`shops.${shop.slug}.name`)}
                />
              </Box>
            ) : null}
            {/* On phones a flex column, so `order` can put the first products before the
                service cards (phone-order.ts); from 600 px up, the configured order. */}
            <Box
              sx={{ minWidth: 0, display: { xs: 'flex', sm: 'block' }, flexDirection: 'column' }}
            >
              {shop.sections.map((section, index) => (
                <Box key={section.endpoint} sx={{ order: { xs: order[index] } }}>
                  <DemoSection config={section} links={links} />
                </Box>
              ))}
            </Box>
          </Box>
        </Container>
      </SampleCartProvider>
    </MockingProvider>
  );
}
