import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ReactElement } from 'react';
import type { Feature } from '@/contracts/catalog';
import type { ShopFacts } from '@/contracts/shop-content';
import type { HomeData } from '@/features/catalog/loaders/load-home';
import type { Locale } from '@/lib/i18n/locales';
import { ShopFactsProvider } from '@/lib/shop-facts/shop-facts-context';
import type { NextPageWithLayout } from '@/shell/page-types';
import { renderWithShop } from '@tests/setup/render';

// The real shop layout and footer around the real home page; only the header and the phone
// navigation (the cart, the session) are left out, which have nothing to do with promises.
let mockLocale: Locale = 'en';
jest.mock('next/router', () => ({
  useRouter: () => ({
    locale: mockLocale,
    pathname: '/',
    asPath: '/',
    query: {},
    events: { on() {}, off() {} },
  }),
}));
jest.mock('@/shell/shop-header', () => ({ ShopHeader: () => null }));
jest.mock('@/shell/shop-bottom-nav', () => ({ ShopBottomNav: () => null }));
jest.mock('@/shell/product-slots', () => ({
  renderProductAction: () => null,
  renderProductFavourite: () => null,
}));

type Props = { home: HomeData; failed: boolean };
let HomePage: NextPageWithLayout<Props>;
beforeAll(async () => {
  HomePage = (await import('@/pages/index')).default as NextPageWithLayout<Props>;
});

const english: Feature[] = [
  { id: 1, title: 'Slaughtered daily', subtitle: 'Fresh for 24 hours at 0–4 °C', icon: 'fresh' },
  { id: 4, title: 'Cash on delivery', subtitle: 'Pay after weighing', icon: 'cash' },
];
const arabic: Feature[] = [
  { id: 1, title: 'دبيحة يومية', subtitle: 'طازة ٢٤ ساعة', icon: 'fresh' },
  { id: 4, title: 'الدفع عند الاستلام', subtitle: 'ادفع بعد الوزن', icon: 'cash' },
];

const factsWith = (promises: Feature[]): ShopFacts => ({
  hours: 'Every day 9 am to 10 pm',
  about: 'Fresh poultry from Dakahlia.',
  area: 'Dakahlia, Egypt',
  promises,
  contacts: [],
});

const homeWith = (features: Feature[] | null): HomeData => ({
  categories: [],
  banners: null,
  popular: [],
  trending: [],
  all: { items: [], total: 0, page: 1, limit: 20 },
  features,
});

function renderHome(props: Props, promises: Feature[], locale: Locale = 'en') {
  mockLocale = locale;
  const layout = HomePage.getLayout ?? ((page: ReactElement) => page);
  return renderWithShop(
    <ShopFactsProvider facts={factsWith(promises)} locale={locale}>
      {layout(<HomePage {...props} />)}
    </ShopFactsProvider>,
    { locale },
  );
}

describe('the home page shows the service promises once', () => {
  it('in its own section, and its footer keeps the hours but not a second list', () => {
    renderHome({ home: homeWith(english), failed: false }, english);
    const section = screen.getByRole('region', { name: 'Why shop with us' });
    expect(within(section).getByRole('heading', { name: 'Cash on delivery' })).toBeVisible();
    // (The preparation steps have a step of that name: the promise's own line is unique.)
    expect(screen.getAllByText('Pay after weighing')).toHaveLength(1);
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).queryByRole('heading', { name: 'Our promises' })).toBeNull();
    expect(footer).not.toHaveTextContent('Pay after weighing');
    expect(footer).toHaveTextContent('Every day 9 am to 10 pm');
  });

  it('does the same on the Arabic home page', () => {
    renderHome({ home: homeWith(arabic), failed: false }, arabic, 'ar');
    const section = screen.getByRole('region', { name: 'ليه تشتري مننا' });
    expect(within(section).getByRole('heading', { name: 'الدفع عند الاستلام' })).toBeVisible();
    expect(screen.getAllByText('ادفع بعد الوزن')).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'وعودنا لك' })).toBeNull();
  });

  it('keeps the footer’s list when the section could not load its promises', () => {
    renderHome({ home: homeWith(null), failed: false }, english);
    expect(screen.queryByRole('region', { name: 'Why shop with us' })).toBeNull();
    const footer = screen.getByRole('contentinfo');
    expect(within(footer).getByRole('heading', { name: 'Our promises' })).toBeVisible();
    expect(within(footer).getByText('Pay after weighing')).toBeVisible();
  });

  it('keeps the footer’s list on the error page, which has no section', () => {
    renderHome({ home: homeWith(english), failed: true }, english);
    expect(screen.queryByRole('region', { name: 'Why shop with us' })).toBeNull();
    expect(within(screen.getByRole('contentinfo')).getByText('Cash on delivery')).toBeVisible();
  });
});
