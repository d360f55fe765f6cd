import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductCard } from './product-card';

type Props = {
  items: readonly Item[];
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
  'aria-label'?: string;
};

/**
 * A short list of products: a row that scrolls sideways on phones (so the home page stays
 * short and a thumb swipes through it), an ordinary grid from desktops up.
 */
export function ProductRail({ items, renderAction, renderFavourite, 'aria-label': label }: Props) {
  return (
    <Box
      component="ul"
      aria-label={label}
      data-testid="product-rail"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: { xs: 'grid', md: 'grid' },
        gap: { xs: 1.5, sm: 2 },
        gridAutoFlow: { xs: 'column', md: 'row' },
        gridAutoColumns: { xs: '44%', sm: '30%' },
        gridTemplateColumns: { md: 'repeat(4, minmax(0, 1fr))', lg: 'repeat(5, minmax(0, 1fr))' },
        overflowX: { xs: 'auto', md: 'visible' },
        scrollSnapType: { xs: 'x mandatory', md: 'none' },
        scrollPaddingInline: 16,
        // The row runs to the screen's edges on phones while its first card lines up.
        mx: { xs: -2, sm: -3, md: 0 },
        px: { xs: 2, sm: 3, md: 0 },
        pb: { xs: 1, md: 0 },
        scrollbarWidth: 'thin',
      }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ minWidth: 0, scrollSnapAlign: 'start' }}>
          <ProductCard
            item={item}
            action={renderAction?.(item)}
            favourite={renderFavourite?.(item)}
          />
        </Box>
      ))}
    </Box>
  );
}
