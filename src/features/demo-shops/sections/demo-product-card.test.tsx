import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { DemoProductCard as DemoProductCardComponent } from './demo-product-card';

// Price (shared with the shop) reads the language from the router.
let locale: Locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

let DemoProductCard: typeof DemoProductCardComponent;
beforeAll(async () => {
  ({ DemoProductCard } = await import('./demo-product-card'));
});

beforeEach(() => {
  locale = 'en';
});

function show(ui: React.ReactElement, lang: Locale = 'en') {
  locale = lang;
  return renderWithShop(ui, { locale: lang });
}

const chair: DemoProduct = {
  id: 7,
  title: 'Oak lounge chair',
  price: 250,
  imgUrl: '/images/demo/furniture/chair.svg',
  imgGroup: [
    '/images/demo/furniture/chair.svg',
    '/images/demo/furniture/chair-2.svg',
    '/images/demo/furniture/chair-3.svg',
  ],
  discount: 20,
  rating: 4.5,
  reviewCount: 12,
  status: 'New',
  unit: 'piece',
  productColors: ['#7D879C', '#4E97FD', '#33D067', '#BE7374'],
};

describe('DemoProductCard', () => {
  it('links the title, as a heading, to the given page', () => {
    show(<DemoProductCard product={chair} href="/furniture-shop/product/7" />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Oak lounge chair' });
    expect(within(heading).getByRole('link')).toHaveAttribute('href', '/furniture-shop/product/7');
  });

  it('shows the sale price, the struck original, the discount and the New chip', () => {
    show(<DemoProductCard product={chair} href="/p/7" />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^EGP\s?200$/);
    expect(screen.getByTestId('old-price')).toHaveTextContent(/Was EGP\s?250/);
    expect(screen.getByTestId('old-price').querySelector('s')).toHaveTextContent(/EGP\s?250/);
    // Seen as "−20%", heard as "20% off".
    expect(screen.getByText('−20%')).toHaveAttribute('aria-hidden', 'true');
    expect(screen.getByText('20% off')).toBeInTheDocument();
    expect(screen.getByText('New')).toBeInTheDocument();
    expect(screen.getByText('per piece')).toBeInTheDocument();
  });

  it('shows the rating as stars with the review count, read as one sentence', () => {
    show(<DemoProductCard product={chair} href="/p/7" />);
    expect(
      screen.getByRole('img', { name: 'Rated 4.5 out of 5 from 12 reviews' }),
    ).toHaveTextContent('(12)');
  });

  it('says only the rating when the data has no review count', () => {
    show(<DemoProductCard product={{ ...chair, reviewCount: undefined }} href="/p/7" />);
    expect(screen.getByRole('img', { name: 'Rated 4.5 out of 5' })).toBeInTheDocument();
  });

  it('shows the finishes as dots with a count for screen readers', () => {
    show(<DemoProductCard product={chair} href="/p/7" />);
    expect(screen.getByText('4 colours')).toBeInTheDocument();
  });

  it('leaves out what the product does not have', () => {
    const plain: DemoProduct = {
      ...chair,
      discount: 0,
      status: '',
      productColors: undefined,
      unit: undefined,
    };
    show(<DemoProductCard product={plain} href="/p/7" />);
    expect(screen.getByTestId('price')).toHaveTextContent(/^EGP\s?250$/);
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
    expect(screen.queryByText(/off$/)).not.toBeInTheDocument();
    expect(screen.queryByText('New')).not.toBeInTheDocument();
    expect(screen.queryByText(/colours?$/)).not.toBeInTheDocument();
  });

  it('shows the promotional label and the page’s action', () => {
    show(
      <DemoProductCard
        product={{ ...chair, buttonText: 'SHOP NOW' }}
        href="/p/7"
        action={<button type="button">Add to cart</button>}
        headingComponent="h4"
      />,
    );
    const card = screen.getByTestId('demo-product-card');
    expect(within(card).getByText('SHOP NOW')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 4, name: 'Oak lounge chair' })).toBeInTheDocument();
  });

  it('writes Arabic labels and Arabic-Indic digits in Arabic', () => {
    show(<DemoProductCard product={chair} href="/p/7" />, 'ar');
    expect(screen.getByTestId('price').textContent).toContain('٢٠٠');
    expect(screen.getByText('جديد')).toBeInTheDocument();
    expect(screen.getByText('٤ ألوان')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'تقييم ٤٫٥ من ٥ (١٢ تقييم)' })).toBeInTheDocument();
    const chips = screen.getAllByText(/خصم/);
    expect(chips.map((chip) => chip.textContent).join(' ')).not.toMatch(/[0-9]/);
  });
});
