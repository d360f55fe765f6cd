import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { CartProvider } from './cart-provider';
import { AddToCartButton } from './add-to-cart-button';

const chicken = { id: 1, name: 'Whole chicken', price: 135.5, unit: 'kg', image: '/c.svg' };

function saved(): unknown {
  return JSON.parse(window.localStorage.getItem('cart') ?? 'null');
}

function renderButton(
  props: Partial<Parameters<typeof AddToCartButton>[0]> = {},
  locale: 'en' | 'ar' = 'en',
) {
  return renderWithShop(
    <CartProvider>
      <AddToCartButton item={chicken} {...props} />
    </CartProvider>,
    { locale },
  );
}

describe('AddToCartButton', () => {
  it('adds the item with its product fields, then shows a stepper that has focus', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Whole chicken' }));

    expect(saved()).toEqual([{ ...chicken, qty: 1 }]);
    const more = screen.getByRole('button', { name: 'One more Whole chicken' });
    expect(more).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Whole chicken added to your cart');
    expect(screen.getByRole('group', { name: 'Quantity of Whole chicken' })).toHaveTextContent(
      '1 in the cart',
    );
  });

  it('steps the quantity up and down, and removes at one with focus back on the button', async () => {
    const user = userEvent.setup();
    renderButton();
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    await user.click(screen.getByRole('button', { name: 'One more Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'One more Whole chicken' }));
    expect(saved()).toEqual([{ ...chicken, qty: 3 }]);
    expect(screen.getByRole('status')).toHaveTextContent('Whole chicken: 3 in your cart');

    await user.click(screen.getByRole('button', { name: 'One less Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'One less Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'Remove Whole chicken from the cart' }));
    expect(saved()).toEqual([]);
    expect(screen.getByRole('button', { name: 'Add to cart: Whole chicken' })).toHaveFocus();
    expect(screen.getByRole('status')).toHaveTextContent('Whole chicken removed from your cart');
  });

  it('saves only the line fields of a whole catalogue item', async () => {
    const user = userEvent.setup();
    renderButton({
      item: { ...chicken, description: 'long text', images: ['a', 'b'] } as typeof chicken,
    });
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    expect(saved()).toEqual([{ ...chicken, qty: 1 }]);
  });

  it("tags a demo shop's product with its shop, apart from the real product with its id", async () => {
    const user = userEvent.setup();
    const sample = { id: '1', shop: 'gadget-shop' as const, name: 'Sample phone', price: 300 };
    window.localStorage.setItem('cart', JSON.stringify([{ ...chicken, qty: 2 }]));
    renderButton({ item: sample });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Sample phone' }));
    expect(saved()).toEqual([
      { ...chicken, qty: 2 },
      { ...sample, qty: 1 },
    ]);
  });

  it('stops at the stock', async () => {
    const user = userEvent.setup();
    renderButton({ stock: 2 });
    await user.click(screen.getByRole('button', { name: /Add to cart/ }));
    const more = screen.getByRole('button', { name: 'One more Whole chicken' });
    await user.click(more);
    expect(more).toBeDisabled();
    expect(saved()).toEqual([{ ...chicken, qty: 2 }]);
  });

  it('is disabled and says so when out of stock', () => {
    renderButton({ stock: 0 });
    expect(screen.getByRole('button', { name: 'Out of stock' })).toBeDisabled();
  });

  it('without a stepper, each press adds one more', async () => {
    const user = userEvent.setup();
    renderButton({ withStepper: false });
    await user.click(screen.getByRole('button', { name: 'Add to cart: Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'Add one more: Whole chicken' }));
    expect(saved()).toEqual([{ ...chicken, qty: 2 }]);
    expect(screen.queryByRole('group')).not.toBeInTheDocument();
  });

  it('speaks Arabic with Arabic-Indic digits', async () => {
    const user = userEvent.setup();
    renderButton({}, 'ar');
    await user.click(screen.getByRole('button', { name: 'أضف إلى السلة: Whole chicken' }));
    await user.click(screen.getByRole('button', { name: 'زوّد Whole chicken واحدًا' }));
    expect(screen.getByTestId('stepper-qty')).toHaveTextContent('٢');
  });
});
