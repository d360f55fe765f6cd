import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductRail } from '@/components/product/product-rail';
import { LoadError } from '@/components/ui/load-error';
import { WhenNearViewport } from '@/components/ui/when-near-viewport';
import { useLocale } from '@/lib/i18n/use-locale';
import { useSimilarItems } from '../api/get-similar-items';
import { SectionHeader } from './section-header';

type Slots = {
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/** About one row of cards on phones (the rail scrolls sideways), two rows of the grid above. */
const RAIL_RESERVE = { minHeight: { xs: 360, md: 760 } };

/**
 * "You may also like" under a product. It sits below the product on every screen, so its
 * items are fetched and rendered as the shopper scrolls near it (WhenNearViewport): the
 * server render and hydration of a product page carry only the product (issue 22: ten cards
 * and their query were a third of a cold product render). The heading is in the page's HTML.
 */
export function SimilarItemsSection({ item, ...slots }: { item: Item } & Slots) {
  const { t } = useTranslation('product');
  return (
    <Container
      component="section"
      id="similar"
      aria-labelledby="similar-title"
      sx={{ py: { xs: 3, md: 4 } }}
    >
      <SectionHeader
        id="similar-title"
        title={t('similar.title')}
        subtitle={t('similar.subtitle', { category: item.category_name })}
      />
      <WhenNearViewport reserve={RAIL_RESERVE}>
        <SimilarRail itemId={item.id} {...slots} />
      </WhenNearViewport>
    </Container>
  );
}

function SimilarRail({ itemId, ...slots }: { itemId: number } & Slots) {
  const { t } = useTranslation('product');
  const { data, error, mutate } = useSimilarItems(itemId, useLocale());
  if (error) return <LoadError onRetry={() => void mutate()} />;
  if (!data) return <Box aria-busy="true" sx={RAIL_RESERVE} />;
  if (data.length === 0) {
    return <Typography color="text.secondary">{t('similar.empty')}</Typography>;
  }
  return <ProductRail items={data} {...slots} />;
}
