import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Category, Item } from '@/contracts/catalog';
import { ProductGrid } from '@/components/product/product-grid';

type Props = {
  category: Category;
  items: readonly Item[];
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/**
 * Under a category's listing, what its name finds in other departments (load-search.ts
 * alsoFound): a category is a way in, not a wall, so "Geese" shows the live goose too.
 */
export function SearchAlso({ category, items, ...slots }: Props) {
  const { t } = useTranslation('search');
  if (items.length === 0) return null;
  return (
    <Box component="section" aria-labelledby="search-also" sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id="search-also" component="h2" variant="h2" sx={{ mb: 2 }}>
        {t('also.heading', { name: category.name })}
      </Typography>
      <ProductGrid items={items} headingComponent="h3" {...slots} />
    </Box>
  );
}
