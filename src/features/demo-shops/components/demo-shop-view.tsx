import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { MockingProvider } from '@/lib/mocking/mocking-provider';
import type { DemoShopConfig } from '../model/shop-config';
import { demoProductPath } from '../model/demo-paths';
import { DemoNavigation } from './demo-navigation';
import { DemoSection } from './demo-section';
import { DemoShopHeading } from './demo-shop-heading';

type Props = {
  shop: DemoShopConfig;
  /** The cart's button for a product card (the page joins the cart feature in). */
  renderAction?: (product: DemoProduct) => ReactNode;
};

/** A demo shop: its heading, its category tree when it has one, and its ordered sections. */
export function DemoShopView({ shop, renderAction }: Props) {
  const { t } = useTranslation('demo');
  const links = {
    hrefFor: (product: DemoProduct) => demoProductPath(shop.slug, product.id),
    renderAction,
  };
  return (
    <MockingProvider>
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
              <DemoNavigation endpoint={shop.navigation} shopName={t(`shops.${shop.slug}.name`)} />
            </Box>
          ) : null}
          <Box sx={{ minWidth: 0 }}>
            {shop.sections.map((section) => (
              <DemoSection key={section.endpoint} config={section} links={links} />
            ))}
          </Box>
        </Box>
      </Container>
    </MockingProvider>
  );
}
