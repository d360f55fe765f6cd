import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { suggestHandlers, type SuggestMockOptions } from '@mocks/handlers/catalog-suggest';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/format/money';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { HeaderSearch as Component } from './header-search';

const push = jest.fn((href: string) => Promise.resolve(Boolean(href)));
let routerLocale: Locale = 'en';
jest.mock('next/router', () => ({
  useRouter: () => ({ locale: routerLocale, pathname: '/', query: {}, asPath: '/', push }),
}));
jest.setTimeout(20_000);

let HeaderSearch: typeof Component;
beforeAll(async () => {
  // jsdom lays nothing out, so it has no scrollIntoView; the list calls it for the highlight.
  Element.prototype.scrollIntoView = () => undefined;
  ({ HeaderSearch } = await import('./header-search'));
});

beforeEach(() => {
  push.mockClear();
});

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function setUp(locale: Locale, options: SuggestMockOptions = {}) {
  routerLocale = locale;
  const asked: string[] = [];
  server.use(
    http.get('*/api/category/list', () =>
      HttpResponse.json({ success: true, results: [], total: 0, page: 1, limit: 10_000 }),
    ),
    ...suggestHandlers({ asked, ...options }),
  );
  const user = userEvent.setup();
  renderWithShop(<HeaderSearch />, { locale });
  const box = screen.getByRole('combobox', {
    name: locale === 'ar' ? 'ابحث في المتجر' : 'Search the shop',
  });
  return { user, box, asked };
}

/** The suggestions shown (the category select has options of its own). */
const suggestions = () => {
  const list = screen.queryByRole('listbox');
  return list ? within(list).getAllByRole('option') : [];
};
const optionNames = () => suggestions().map((option) => option.textContent);

describe('the header search’s suggestions', () => {
  it('shows nothing for one letter, then items with their picture and price, and categories', async () => {
    const { user, box, asked } = setUp('en');
    await user.type(box, 'd');
    await pause(400);
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(asked).toEqual([]);

    await user.type(box, 'u');
    const list = await screen.findByRole('listbox', { name: 'Suggestions' });
    expect(box).toHaveAttribute('aria-expanded', 'true');
    expect(box).toHaveAttribute('aria-controls', list.id);
    const products = within(list).getByRole('group', { name: 'Products' });
    const items = within(products).getAllByRole('option');
    expect(items.map((option) => option.textContent)).toEqual([
      'Baladi duck, wholeEGP\u00a0330per kg',
      'Duck breastEGP\u00a0280per kg',
    ]);
    expect(items[0]!.querySelector('img')?.getAttribute('src')).toContain('baladi-duck-whole');
    expect(items[1]!.querySelector('img')?.getAttribute('src')).toContain('duck-breast');
    const categories = within(list).getByRole('group', { name: 'Categories' });
    expect(within(categories).getByRole('option').textContent).toBe('Ducks');
    expect(screen.getByRole('status')).toHaveTextContent('3 suggestions');
    // Unpublished "Mulard duck" is not offered.
    expect(optionNames().some((name) => name.includes('Mulard'))).toBe(false);

    await user.clear(box);
    await user.type(box, 'd');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('moves through the options with Up and Down and opens the highlighted one with Enter', async () => {
    const { user, box } = setUp('en');
    await user.type(box, 'duck');
    await screen.findByRole('listbox');
    const [first, second, category] = suggestions();
    expect(box).not.toHaveAttribute('aria-activedescendant');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', first!.id);
    expect(first).toHaveAttribute('aria-selected', 'true');
    expect(second).toHaveAttribute('aria-selected', 'false');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', category!.id);
    // Past the last option the highlight goes back to the typed text, and Up wraps to the end.
    await user.keyboard('{ArrowDown}');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    await user.keyboard('{ArrowUp}');
    expect(box).toHaveAttribute('aria-activedescendant', category!.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/product/search/ducks');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).not.toHaveFocus();

    // Back in the box, the same text shows its list again.
    await user.click(box);
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    expect(push).toHaveBeenLastCalledWith('/product/22');
    expect(push).toHaveBeenCalledTimes(2);
  });

  it('closes with Escape, keeping the text; Enter with nothing highlighted searches as before', async () => {
    const { user, box } = setUp('en');
    await user.type(box, 'du');
    await screen.findByRole('listbox');
    await user.keyboard('{ArrowDown}{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveAttribute('aria-expanded', 'false');
    expect(box).not.toHaveAttribute('aria-activedescendant');
    expect(box).toHaveValue('du');
    // Down opens it again.
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await user.keyboard('{ArrowUp}{Enter}');
    expect(push).toHaveBeenCalledWith('/product/search/du');
    expect(push).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('opens a suggestion tapped or clicked', async () => {
    const { user, box } = setUp('en');
    await user.type(box, 'breast');
    await user.click(await screen.findByRole('option', { name: /Duck breast/ }));
    expect(push).toHaveBeenCalledWith('/product/22');
  });

  it('speaks Arabic in Arabic, with the same keys: names, labels, prices and the count', async () => {
    const { user, box } = setUp('ar');
    await user.type(box, 'فرا');
    const list = await screen.findByRole('listbox', { name: 'اقتراحات' });
    const product = within(within(list).getByRole('group', { name: 'منتجات' })).getByRole('option');
    expect(product).toHaveTextContent('صدور فراخ فيليه');
    expect(within(product).getByTestId('suggestion-price').textContent).toBe(
      formatMoney(210.5, 'ar'),
    );
    expect(within(product).getByTestId('suggestion-price').textContent).toMatch(/[٠-٩]/);
    expect(product).toHaveTextContent('لكل كجم');
    expect(within(list).getByRole('group', { name: 'أقسام' })).toHaveTextContent('فراخ كاملة');
    expect(screen.getByRole('status')).toHaveTextContent('اقتراحين');

    await user.keyboard('{ArrowDown}');
    expect(box).toHaveAttribute('aria-activedescendant', product.id);
    await user.keyboard('{Enter}');
    expect(push).toHaveBeenCalledWith('/product/12');
  });

  it('never lets an older answer that arrives late replace the newer one', async () => {
    // «فر» answers after «فرخ» does: its three suggestions must not replace «فرخ»'s one.
    const { user, box, asked } = setUp('ar', { delayFor: (q) => (q === 'فر' ? 700 : 0) });
    await user.type(box, 'فر');
    await waitFor(() => expect(asked).toEqual(['فر']));
    await user.type(box, 'خ');
    await waitFor(() =>
      expect(optionNames()).toEqual([`فرخة بيضاء كاملة${formatMoney(95, 'ar')}لكل كجم`]),
    );
    await pause(900);
    expect(asked).toEqual(['فر', 'فرخ']);
    expect(optionNames()).toEqual([`فرخة بيضاء كاملة${formatMoney(95, 'ar')}لكل كجم`]);
    expect(screen.getByRole('status')).toHaveTextContent('اقتراح واحد');
  });
});
