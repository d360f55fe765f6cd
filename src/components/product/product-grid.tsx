import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductCard } from './product-card';

type Props = {
  items: readonly Item[];
  /** Puts the cart's button in each card (composed by the page). */
  renderAction?: (item: Item) => ReactNode;
  /** Puts the favourite toggle on each card (composed by the page). */
  renderFavourite?: (item: Item) => ReactNode;
  /** How many of the first cards load their picture eagerly (the grid is above the fold). */
  priorityCount?: number;
  headingComponent?: 'h2' | 'h3';
  /** Names the list for screen readers when the surrounding section does not. */
  'aria-label'?: string;
};

/** Products as a list: two columns on phones, up to five on wide screens. */
export function ProductGrid({
  items,
  renderAction,
  renderFavourite,
  priorityCount = 0,
  headingComponent,
  'aria-label': ariaLabel,
}: Props) {
  return (
    <Box
      component="ul"
      aria-label={ariaLabel}
      data-testid="product-grid"
      sx={{
        listStyle: 'none',
        m: 0,
        p: 0,
        display: 'grid',
        gap: { xs: 1.5, sm: 2 },
        gridTemplateColumns: {
          xs: 'repeat(2, minmax(0, 1fr))',
          sm: 'repeat(3, minmax(0, 1fr))',
          md: 'repeat(4, minmax(0, 1fr))',
          lg: 'repeat(5, minmax(0, 1fr))',
        },
      }}
    >
      {items.map((item, index) => (
        <Box component="li" key={item.id} sx={{ minWidth: 0 }}>
          <ProductCard
            item={item}
            action={renderAction?.(item)}
            favourite={renderFavourite?.(item)}
            priority={index < priorityCount}
            headingComponent={headingComponent}
          />
        </Box>
      ))}
    </Box>
  );
}
