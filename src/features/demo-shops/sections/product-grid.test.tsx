import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { ProductGrid as ProductGridComponent } from './product-grid';

// Price (shared with the shop) reads the language from the router.
let locale: Locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

let ProductGrid: typeof ProductGridComponent;
beforeAll(async () => {
  ({ ProductGrid } = await import('./product-grid'));
});

beforeEach(() => {
  locale = 'en';
});

function products(count: number): DemoProduct[] {
  return Array.from({ length: count }, (_, i) => ({
    id: i + 1,
    title: `Product ${i + 1}`,
    price: 100 + i,
    imgUrl: '/images/demo/grocery/item.svg',
    imgGroup: [
      '/images/demo/grocery/item.svg',
      '/images/demo/grocery/item.svg',
      '/images/demo/grocery/item.svg',
    ],
    discount: 0,
    rating: 4,
  }));
}

const hrefFor = (product: DemoProduct) => `/grocery1/product/${product.id}`;

function cardTitles(): string[] {
  return screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent);
}

describe('ProductGrid', () => {
  it('shows the first page as a list of linked cards', () => {
    renderWithShop(<ProductGrid products={products(20)} hrefFor={hrefFor} />);
    expect(screen.getAllByRole('listitem')).toHaveLength(8);
    expect(screen.getByRole('link', { name: 'Product 1' })).toHaveAttribute(
      'href',
      '/grocery1/product/1',
    );
    expect(screen.queryByRole('link', { name: 'Product 9' })).not.toBeInTheDocument();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
  });

  it('reveals the next page, focuses its first card and says how many are shown', async () => {
    const user = userEvent.setup();
    renderWithShop(<ProductGrid products={products(20)} hrefFor={hrefFor} />);
    await user.click(screen.getByRole('button', { name: 'Show more (12 left)' }));
    expect(cardTitles()).toHaveLength(16);
    expect(screen.getByRole('link', { name: 'Product 9' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 16 of 20 products');

    await user.click(screen.getByRole('button', { name: 'Show more (4 left)' }));
    expect(cardTitles()).toHaveLength(20);
    expect(screen.getByRole('link', { name: 'Product 17' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Showing 20 of 20 products');
    expect(screen.queryByRole('button', { name: /Show more/ })).not.toBeInTheDocument();
  });

  it('takes its page size from the page and has no button when all fit', () => {
    renderWithShop(<ProductGrid products={products(5)} hrefFor={hrefFor} pageSize={3} />);
    expect(cardTitles()).toEqual(['Product 1', 'Product 2', 'Product 3']);
    expect(screen.getByRole('button', { name: 'Show more (2 left)' })).toBeInTheDocument();
  });

  it('has no button when every product fits on the first page', () => {
    renderWithShop(<ProductGrid products={products(8)} hrefFor={hrefFor} />);
    expect(cardTitles()).toHaveLength(8);
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('puts the page’s action in every card', () => {
    renderWithShop(
      <ProductGrid
        products={products(2)}
        hrefFor={hrefFor}
        renderAction={(product) => <button type="button">{`Add ${product.title}`}</button>}
      />,
    );
    const second = screen.getAllByRole('listitem')[1]!;
    expect(within(second).getByRole('button', { name: 'Add Product 2' })).toBeInTheDocument();
  });

  it('counts in Arabic', async () => {
    locale = 'ar';
    const user = userEvent.setup();
    renderWithShop(<ProductGrid products={products(20)} hrefFor={hrefFor} />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: 'عرض المزيد (باقي ١٢)' }));
    expect(screen.getByRole('status')).toHaveTextContent('معروض ١٦ من ٢٠ منتج');
  });
});
