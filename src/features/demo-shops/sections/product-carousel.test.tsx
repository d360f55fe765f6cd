import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { ProductCarousel as ProductCarouselComponent } from './product-carousel';

// Price (shared with the shop) reads the language from the router.
let locale: Locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

let ProductCarousel: typeof ProductCarouselComponent;
beforeAll(async () => {
  ({ ProductCarousel } = await import('./product-carousel'));
});

beforeEach(() => {
  locale = 'en';
});

const picture = '/images/demo/gadget/phone.svg';
const products: DemoProduct[] = ['Phone', 'Tablet', 'Watch'].map((title, i) => ({
  id: String(i + 1),
  title,
  price: 1000,
  imgUrl: picture,
  imgGroup: [picture, picture, picture],
  discount: 10,
  rating: 5,
}));

describe('ProductCarousel', () => {
  it('puts one linked product card in each slide of a named carousel', () => {
    renderWithShop(
      <ProductCarousel
        products={products}
        label="Top picks"
        hrefFor={(product) => `/gadget-shop/product/${product.id}`}
        renderAction={(product) => <button type="button">{`Add ${product.title}`}</button>}
      />,
    );
    const region = screen.getByRole('region', { name: 'Top picks' });
    const slides = within(region).getAllByRole('group');
    expect(slides).toHaveLength(3);
    expect(slides[1]).toHaveAccessibleName('2 of 3');
    expect(within(slides[1]!).getByRole('link', { name: 'Tablet' })).toHaveAttribute(
      'href',
      '/gadget-shop/product/2',
    );
    expect(within(slides[2]!).getByRole('button', { name: 'Add Watch' })).toBeInTheDocument();
    expect(within(slides[0]!).getByTestId('price')).toHaveTextContent(/EGP\s?900/);
  });
});
