import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import type { Item } from '@/contracts/catalog';
import { ProductRail } from '@/components/product/product-rail';
import { LoadError } from '@/components/ui/load-error';
import { useReload } from '../hooks/use-reload';
import { SectionHeader } from './section-header';

type Props = {
  id: string;
  title: string;
  subtitle?: string;
  /** Null: the list could not be loaded. */
  items: Item[] | null;
  renderAction?: (item: Item) => ReactNode;
  renderFavourite?: (item: Item) => ReactNode;
};

/** A titled row of products (popular, trending, similar); an empty list hides the section. */
export function ProductRailSection({ id, title, subtitle, items, ...slots }: Props) {
  const reload = useReload();
  if (items?.length === 0) return null;
  const headingId = `${id}-title`;
  return (
    <Container
      component="section"
      id={id}
      aria-labelledby={headingId}
      sx={{ py: { xs: 3, md: 4 } }}
    >
      <SectionHeader id={headingId} title={title} subtitle={subtitle} />
      {items ? <ProductRail items={items} {...slots} /> : <LoadError onRetry={reload} />}
    </Container>
  );
}
