import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DASHBOARD_FIXTURES } from '@mocks/fixtures/dashboard-fixtures';
import { renderWithShop } from '@tests/setup/render';
import { MockingProvider } from '@/lib/mocking/mocking-provider';
import type { ProductsScreen as ProductsScreenComponent } from './products-screen';

let locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));
// jsdom has no service workers: msw/node answers the mock paths, as the worker would.
jest.mock('@/lib/mocking/start-mocking', () => ({ startMocking: () => Promise.resolve() }));
jest.setTimeout(30_000);

let ProductsScreen: typeof ProductsScreenComponent;
beforeAll(async () => {
  ({ ProductsScreen } = await import('./products-screen'));
});

const products = DASHBOARD_FIXTURES['/api/products']();

describe('ProductsScreen', () => {
  it('lists the mock products by name, ten to a page', async () => {
    locale = 'en';
    renderWithShop(
      <MockingProvider>
        <ProductsScreen />
      </MockingProvider>,
    );
    const table = screen.getByRole('table', { name: 'Products' });
    const first = [...products].sort((a, b) => a.name.localeCompare(b.name, 'en'))[0];
    expect(await within(table).findByText(first?.name ?? '')).toBeInTheDocument();
    expect(within(table).getAllByRole('row')).toHaveLength(11);
  });

  it('a published switch changes its row at once and says nothing is saved', async () => {
    locale = 'en';
    const user = userEvent.setup();
    renderWithShop(
      <MockingProvider>
        <ProductsScreen />
      </MockingProvider>,
    );
    const [toggle] = await screen.findAllByRole('switch');
    if (!toggle) throw new Error('no switch');
    const before = (toggle as HTMLInputElement).checked;
    await user.click(toggle);
    expect((toggle as HTMLInputElement).checked).toBe(!before);
    expect(await screen.findByText(/nothing is saved/)).toBeInTheDocument();
  });

  it('speaks Arabic: headers, money in Arabic-Indic digits', async () => {
    locale = 'ar';
    renderWithShop(
      <MockingProvider>
        <ProductsScreen />
      </MockingProvider>,
      { locale: 'ar' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'المنتجات' })).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /السعر/ })).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'المنتجات' });
    await within(table).findAllByRole('switch');
    expect(table.textContent).toMatch(/[٠-٩]+.*ج\.م/);
  });
});
