import { describe, expect, it, jest } from '@jest/globals';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithShop } from '@tests/setup/render';
import { itemFixture } from '@tests/setup/item-fixture';
import type { CartItem } from '@/contracts/cart';
import type { Locale } from '@/lib/i18n/locales';
import { CartProvider } from './cart-provider';
import { ProductPurchase } from './product-purchase';

const whole = { id: 11, group: 'cut' as const, name: 'Whole', price_delta: 0 };
const eight = { id: 12, group: 'cut' as const, name: '8 pieces', price_delta: 10 };
const withSkin = { id: 20, group: 'skin' as const, name: 'With skin', price_delta: 0 };
const skinless = { id: 21, group: 'skin' as const, name: 'Without skin', price_delta: 15 };
const freekeh = { id: 31, group: 'stuffing' as const, name: 'Freekeh', price_delta: 20 };

const chicken = itemFixture({
  id: 1,
  name: 'Whole chicken',
  price: 135.5,
  unit: 'kg',
  unit_code: 'kg',
  weight_options: [1, 1.5, 2],
  options: [whole, eight, withSkin, skinless],
});

function renderPurchase(item = chicken, locale: Locale = 'en') {
  return renderWithShop(
    <CartProvider>
      <ProductPurchase item={item} />
    </CartProvider>,
    { locale },
  );
}

const saved = () => JSON.parse(window.localStorage.getItem('cart') ?? '[]') as CartItem[];
const pressed = (group: HTMLElement) =>
  within(group)
    .getAllByRole('button')
    .filter((button) => button.getAttribute('aria-pressed') === 'true')
    .map((button) => button.textContent.replace(/\s+/g, ' '));

// Many presses per test, on a shared CI machine.
jest.setTimeout(30_000);

describe('ProductPurchase', () => {
  it('offers the weights and each group as pressed buttons, with defaults and deltas', () => {
    renderPurchase();
    const weight = screen.getByRole('group', { name: 'Weight' });
    expect(
      within(weight)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['1 kg', '1.5 kg', '2 kg']);
    expect(pressed(weight)).toEqual(['1.5 kg']);
    const cut = screen.getByRole('group', { name: 'Cut' });
    expect(pressed(cut)).toEqual(['Whole']);
    expect(within(cut).getByRole('button', { name: /8 pieces/ })).toHaveTextContent(
      '8 pieces+EGP 10/kg',
    );
    expect(pressed(screen.getByRole('group', { name: 'Skin' }))).toEqual(['With skin']);
    // 135.50 EGP/kg × 1.5 kg
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent(
      'Estimated price: EGP 203.25 for 1 × 1.5 kg',
    );
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent(
      'Estimated price: final price after weighing',
    );
  });

  it('changes choices from the keyboard and updates the estimate', async () => {
    const user = userEvent.setup();
    renderPurchase();
    const twoKg = screen.getByRole('button', { name: '2 kg' });
    act(() => {
      twoKg.focus();
    });
    await user.keyboard('{Enter}');
    expect(twoKg).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('button', { name: '1.5 kg' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent('EGP 271 for 1 × 2 kg');

    // Tab moves on through the next group's buttons: Whole, then 8 pieces.
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: /8 pieces/ })).toHaveFocus();
    await user.keyboard(' ');
    expect(pressed(screen.getByRole('group', { name: 'Cut' }))).toEqual(['8 pieces+EGP 10/kg']);
    // (135.50 + 10) × 2 kg
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent('EGP 291 for 1 × 2 kg');
  });

  it('adds a line with the weight and choices picked; other choices make another line', async () => {
    const user = userEvent.setup();
    renderPurchase();
    await user.click(screen.getByRole('button', { name: /Without skin/ }));
    await user.click(screen.getByRole('button', { name: 'Add to cart: Whole chicken' }));
    expect(saved()).toEqual([
      expect.objectContaining({ id: 1, qty: 1, weight: 1.5, options: [whole, skinless] }),
    ]);
    await user.click(screen.getByRole('button', { name: 'One more Whole chicken' }));
    // (135.50 + 15) × 1.5 kg × 2
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent('EGP 451.50 for 2 × 1.5 kg');

    await user.click(screen.getByRole('button', { name: '1 kg' }));
    expect(screen.getByRole('button', { name: 'Add to cart: Whole chicken' })).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Add to cart: Whole chicken' }));
    expect(saved().map((line) => [line.weight, line.qty])).toEqual([
      [1.5, 2],
      [1, 1],
    ]);
  });

  it('lets a group of paid options only be left empty, and takes a pressed one off', async () => {
    const user = userEvent.setup();
    const pigeon = itemFixture({
      id: 5,
      name: 'Pigeon',
      price: 60,
      unit_code: 'piece',
      options: [freekeh],
    });
    renderPurchase(pigeon);
    const stuffing = screen.getByRole('group', { name: 'Stuffing (optional)' });
    expect(pressed(stuffing)).toEqual([]);
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent(
      'Price with your choices: EGP 60',
    );
    await user.click(within(stuffing).getByRole('button', { name: /Freekeh/ }));
    expect(within(stuffing).getByRole('button', { name: /Freekeh/ })).toHaveTextContent('+EGP 20');
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent('EGP 80');
    expect(screen.getByTestId('choice-estimate')).not.toHaveTextContent('weighing');
    await user.click(within(stuffing).getByRole('button', { name: /Freekeh/ }));
    expect(pressed(stuffing)).toEqual([]);
  });

  it('shows no pickers for an item without choices', () => {
    renderPurchase(itemFixture({ name: 'Eggs' }));
    expect(screen.queryByRole('group', { name: 'Weight' })).toBeNull();
    expect(screen.queryByTestId('choice-estimate')).toBeNull();
    expect(screen.getByRole('button', { name: 'Add to cart: Eggs' })).toBeEnabled();
  });

  it('speaks Arabic, with Arabic digits', async () => {
    const user = userEvent.setup();
    renderPurchase(chicken, 'ar');
    const weight = screen.getByRole('group', { name: 'الوزن' });
    expect(pressed(weight)).toEqual(['١٫٥ كجم']);
    expect(screen.getByRole('group', { name: 'التقطيع' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'الجلد' })).toBeInTheDocument();
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent(
      'سعر تقديري: السعر النهائي بعد الوزن',
    );
    await user.click(within(weight).getByRole('button', { name: '٢ كجم' }));
    expect(screen.getByTestId('choice-estimate')).toHaveTextContent('٢٧١');
    expect(screen.getByRole('button', { name: /8 pieces/ })).toHaveTextContent('للكيلو');
  });
});

describe('the most per order', () => {
  const WORDS = {
    en: { add: 'Add to cart: Whole chicken', more: 'One more Whole chicken', oneKg: '1 kg' },
    ar: { add: 'أضف إلى السلة: Whole chicken', more: 'زوّد Whole chicken واحدًا', oneKg: '١ كجم' },
  } as const;

  it('stops the stepper at the item’s most per order, below the stock', async () => {
    const user = userEvent.setup();
    renderPurchase(
      itemFixture({ name: 'Live quail', unit_code: 'bird', stock: 100, max_per_order: 3 }),
    );
    await user.click(screen.getByRole('button', { name: 'Add to cart: Live quail' }));
    const more = screen.getByRole('button', { name: 'One more Live quail' });
    await user.click(more);
    await user.click(more);
    expect(more).toBeDisabled();
    expect(saved().map((line) => line.qty)).toEqual([3]);
  });

  it.each(['en', 'ar'] as const)(
    '(%s) counts a weight’s pieces against kg, with the cart’s other lines of the item',
    async (locale) => {
      const words = WORDS[locale];
      const user = userEvent.setup();
      // 4 kg per order: two birds of 1.5 kg (3 kg), then one of 1 kg.
      renderPurchase({ ...chicken, stock: 100, max_per_order: 4 }, locale);
      await user.click(screen.getByRole('button', { name: words.add }));
      const more = screen.getByRole('button', { name: words.more });
      await user.click(more);
      expect(more).toBeDisabled();
      await user.click(screen.getByRole('button', { name: words.oneKg }));
      await user.click(screen.getByRole('button', { name: words.add }));
      expect(screen.getByRole('button', { name: words.more })).toBeDisabled();
      expect(saved().map((line) => [line.weight, line.qty])).toEqual([
        [1.5, 2],
        [1, 1],
      ]);
    },
  );
});
