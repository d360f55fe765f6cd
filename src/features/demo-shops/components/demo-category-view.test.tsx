import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { renderWithShop } from '@tests/setup/render';
import { DEMO_SHOPS } from '../model/demo-shops';
import type { DemoCategoryView as DemoCategoryViewComponent } from './demo-category-view';

let locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale, asPath: '/' }) }));
// jsdom has no service workers: the handlers answer through msw/node instead, as the worker would.
jest.mock('@/lib/mocking/start-mocking', () => ({ startMocking: () => Promise.resolve() }));

let DemoCategoryView: typeof DemoCategoryViewComponent;
beforeAll(async () => {
  ({ DemoCategoryView } = await import('./demo-category-view'));
});

jest.setTimeout(20_000);

const grocery2 = DEMO_SHOPS.grocery2;
const productLinks = () =>
  within(screen.getByRole('region', { name: /sample products|منتج/ })).getAllByRole('link');

describe('DemoCategoryView', () => {
  it('shows the shop’s products of the category under the title of the link that led there', async () => {
    locale = 'en';
    renderWithShop(<DemoCategoryView shop={grocery2} keyword="fresh-fruit" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Fresh Fruit' })).toBeVisible();
    const names = productLinks().map((link) => link.textContent);
    expect(names).toContain('Honeycrisp Apples');
    expect(names).toContain('Cavendish Bananas');
    expect(names).not.toContain('Purple Carrots');
    expect(screen.queryByTestId('demo-category-fallback')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Grocery Market' })).toHaveAttribute(
      'href',
      '/grocery2',
    );
    expect(screen.getAllByRole('button', { name: /^Add to cart: / }).length).toBeGreaterThan(0);
  });

  it('says when the sample data has nothing in the category, and shows the whole shop', async () => {
    locale = 'en';
    renderWithShop(<DemoCategoryView shop={grocery2} keyword="meat" />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Meat' })).toBeVisible();
    expect(screen.getByTestId('demo-category-fallback')).toHaveTextContent(
      'The sample data has no products in this category yet, so here is everything Grocery Market shows.',
    );
    expect(productLinks().length).toBeGreaterThan(8);
  });

  it('speaks Arabic on an Arabic page', async () => {
    locale = 'ar';
    renderWithShop(<DemoCategoryView shop={grocery2} keyword="fresh-fruit" />, { locale: 'ar' });
    expect(await screen.findByRole('heading', { level: 1, name: 'فاكهة طازجة' })).toBeVisible();
    expect(productLinks().map((link) => link.textContent)).toContain('تفاح هني كريسب');
  });
});
