import type { ReactNode } from 'react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { Carousel } from './carousel';
import { DemoProductCard } from './demo-product-card';

type Props = {
  products: readonly DemoProduct[];
  /** Names the carousel ("Top picks"). */
  label: string;
  hrefFor: (product: DemoProduct) => string;
  /** Puts the cart's button in each card (composed by the page). */
  renderAction?: (product: DemoProduct) => ReactNode;
};

/** A row of product cards: two on a phone's screen, then three, four and five. */
export function ProductCarousel({ products, label, hrefFor, renderAction }: Props) {
  return (
    <Carousel label={label} slidesPerView={{ xs: 2, sm: 3, md: 4, lg: 5 }}>
      {products.map((product) => (
        <DemoProductCard
          key={product.id}
          product={product}
          href={hrefFor(product)}
          action={renderAction?.(product)}
        />
      ))}
    </Carousel>
  );
}
