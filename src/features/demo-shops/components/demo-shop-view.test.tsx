import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { demoFixture } from '@mocks/fixtures/demo-shop-fixtures';
import { renderWithShop } from '@tests/setup/render';
import { DEMO_SHOPS } from '../model/demo-shops';
import type { DemoShopView as DemoShopViewComponent } from './demo-shop-view';

let locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));
// jsdom has no service workers: the handlers answer through msw/node instead, as the worker would.
jest.mock('@/lib/mocking/start-mocking', () => ({ startMocking: () => Promise.resolve() }));

// Imported after the mocks are in place (the shared Price reads the router's language).
let DemoShopView: typeof DemoShopViewComponent;
beforeAll(async () => {
  ({ DemoShopView } = await import('./demo-shop-view'));
});

// A whole demo shop (a dozen sections of MUI cards) renders in jsdom: seconds on a busy machine.
jest.setTimeout(30_000);

const furniture = DEMO_SHOPS['furniture-shop'];
const section = (name: string) =>
  screen.getByRole('heading', { level: 2, name }).closest('section') as HTMLElement;

describe('DemoShopView', () => {
  it('fills each configured section and the sidebar from the mock paths', async () => {
    locale = 'en';
    renderWithShop(<DemoShopView shop={furniture} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Furniture Shop' })).toBeInTheDocument();

    const [newest] = demoFixture('/api/furniture-shop/top-new-products', 'en');
    const [anyProduct] = demoFixture('/api/furniture-shop/all-products', 'en');
    const [firstNav] = demoFixture('/api/furniture-shop/navigation', 'en');
    await screen.findAllByRole('link', { name: newest?.title });
    expect(section('New products')).toHaveAttribute('data-section-status', 'ready');
    expect(
      within(section('All products')).getByRole('link', { name: anyProduct?.title }),
    ).toHaveAttribute('href', `/furniture-shop/product/${String(anyProduct?.id)}`);
    // jsdom has no media queries: the phone's "Browse categories" button opens the tree.
    const nav = screen.getByRole('navigation', { name: 'Furniture Shop categories' });
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Browse categories' }));
    expect(within(nav).getByRole('link', { name: firstNav?.title })).toBeInTheDocument();
  });

  it('shows a retry where a mock path fails, and the other sections still load', async () => {
    locale = 'en';
    server.use(
      http.get('*/api/furniture-shop/top-selling-products', () =>
        HttpResponse.json({ message: 'Internal server error' }, { status: 500 }),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<DemoShopView shop={furniture} />);
    const failed = section('Best-selling products');
    const retry = await within(failed).findByRole('button', { name: 'Try again' });
    expect(failed).toHaveTextContent('This section could not load its sample data.');
    expect(section('New products')).toHaveAttribute('data-section-status', 'ready');

    server.resetHandlers();
    await user.click(retry);
    expect(await within(failed).findAllByRole('link')).not.toHaveLength(0);
    expect(failed).toHaveAttribute('data-section-status', 'ready');
  });

  it('speaks Arabic, the sample data included, and links categories inside the shop', async () => {
    locale = 'ar';
    renderWithShop(<DemoShopView shop={DEMO_SHOPS['gift-shop']} />, { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'متجر الهدايا' })).toBeInTheDocument();
    expect(screen.getByTestId('demo-notice')).toHaveTextContent('ارجع لمتجر الدواجن');
    const [popular] = demoFixture('/api/gift-shop/popular-products', 'ar');
    expect(popular?.title).toBe('باقة ورد أحمر');
    await screen.findAllByRole('link', { name: 'باقة ورد أحمر' });
    expect(screen.queryByRole('link', { name: 'Red Rose Bouquet' })).not.toBeInTheDocument();
    expect(section('منتجات مشهورة')).toHaveAttribute('data-section-status', 'ready');
    const tiles = section('أهم الأقسام');
    expect(await within(tiles).findByRole('link', { name: /ورد/ })).toHaveAttribute(
      'href',
      '/gift-shop/category/flowers',
    );
  });
});
