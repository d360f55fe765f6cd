import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { demoFixture } from '@mocks/fixtures/demo-shop-fixtures';
import { renderWithShop } from '@tests/setup/render';
import type { DemoProductCard as DemoProductCardComponent } from '../sections/demo-product-card';
import { SampleCartButton, SampleCartProvider } from './sample-cart';

// The card's price (shared with the shop) reads the language from the router.
jest.mock('next/router', () => ({ useRouter: () => ({ locale: 'en' }) }));
let DemoProductCard: typeof DemoProductCardComponent;
beforeAll(async () => {
  ({ DemoProductCard } = await import('../sections/demo-product-card'));
});

/** What the shop's cart holds (spec section 9: local storage key "cart"): one real line. */
const REAL_CART = JSON.stringify([{ id: 7, qty: 2, name: 'Whole chicken', price: 180 }]);

const [rose] = demoFixture('/api/gift-shop/popular-products', 'en');
const [roseAr] = demoFixture('/api/gift-shop/popular-products', 'ar');

beforeEach(() => {
  window.localStorage.clear();
  window.localStorage.setItem('cart', REAL_CART);
});

describe('a demo product’s Add to cart', () => {
  it('says the shop is a sample and leaves the shop’s cart as it was', async () => {
    const user = userEvent.setup();
    renderWithShop(
      <SampleCartProvider>
        <DemoProductCard
          product={rose!}
          href="/gift-shop/product/8001"
          action={<SampleCartButton product={rose!} />}
        />
      </SampleCartProvider>,
    );
    const button = screen.getByRole('button', { name: 'Add to cart: Red Rose Bouquet' });
    await user.click(button);

    const dialog = await screen.findByRole('dialog', { name: 'This is a sample shop' });
    expect(dialog).toHaveTextContent(
      '“Red Rose Bouquet” is a sample product that shows how a shop of this design looks. It cannot be ordered, so nothing was added to your cart.',
    );
    expect(within(dialog).getByRole('link', { name: 'Shop fresh poultry' })).toHaveAttribute(
      'href',
      '/',
    );
    expect(window.localStorage.getItem('cart')).toBe(REAL_CART);

    // Keep browsing closes it and gives the focus back to the button.
    await user.click(within(dialog).getByRole('button', { name: 'Keep browsing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
    expect(window.localStorage.getItem('cart')).toBe(REAL_CART);
  });

  it('says so in Arabic on an Arabic page, naming the product in Arabic', async () => {
    const user = userEvent.setup();
    window.localStorage.removeItem('cart');
    renderWithShop(
      <SampleCartProvider>
        <SampleCartButton product={roseAr!} />
      </SampleCartProvider>,
      { locale: 'ar' },
    );
    await user.click(screen.getByRole('button', { name: 'أضف إلى السلة: باقة ورد أحمر' }));
    const dialog = await screen.findByRole('dialog', { name: 'ده متجر تجريبي' });
    expect(dialog).toHaveTextContent('«باقة ورد أحمر» منتج تجريبي');
    expect(window.localStorage.getItem('cart')).toBeNull();
  });
});
