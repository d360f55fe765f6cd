import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { cleanup, screen, within } from '@testing-library/react';
import type { Item } from '@/contracts/catalog';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { Price as PriceComponent } from './price';
import type { ProductCard as ProductCardComponent } from './product-card';

let locale: Locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

// jest.mock is not hoisted above imports here: the components load once the mock is in.
let Price: typeof PriceComponent;
let ProductCard: typeof ProductCardComponent;
beforeAll(async () => {
  ({ Price } = await import('./price'));
  ({ ProductCard } = await import('./product-card'));
});

function show(ui: React.ReactElement, lang: Locale) {
  locale = lang;
  return renderWithShop(ui, { locale: lang });
}

const chicken: Item = {
  id: 1,
  name: 'White broiler chicken, whole',
  description: 'Slaughtered this morning.',
  category_id: 1,
  category_name: 'Whole chicken',
  price: 155,
  old_price: 172,
  discount: 10,
  unit: 'kg',
  unit_code: 'kg',
  image: '/images/items/white-broiler-chicken-whole.svg',
  images: ['/images/items/white-broiler-chicken-whole.svg'],
  rating: 4.7,
  reviews_count: 386,
  stock: 240,
  in_stock: true,
  is_live: false,
  views: 4870,
  weight_options: [],
  options: [],
  max_per_order: null,
};

beforeEach(() => {
  locale = 'en';
});

describe('Price', () => {
  it('writes EGP with Western digits in English, the old price struck through and the discount', () => {
    show(<Price price={155} oldPrice={172} discount={10} unit="kg" />, 'en');
    expect(screen.getByTestId('price')).toHaveTextContent(/^EGP\s?155$/);
    const old = screen.getByTestId('old-price');
    expect(old.querySelector('s')).toHaveTextContent(/^EGP\s?172$/);
    // Screen readers hear "Was EGP 172" rather than two prices in a row.
    expect(old).toHaveTextContent(/Was EGP\s?172/);
    expect(screen.getByTestId('discount')).toHaveTextContent('10% off');
    expect(screen.getByText('per kg')).toBeInTheDocument();
  });

  it('writes Arabic-Indic digits and the Egyptian pound sign in Arabic', () => {
    show(<Price price={155} oldPrice={172} discount={10} unit="كجم" />, 'ar');
    const price = screen.getByTestId('price').textContent;
    expect(price).toContain('١٥٥');
    expect(price).toContain('ج.م.');
    expect(screen.getByTestId('old-price')).toHaveTextContent(/بدل .*١٧٢/);
    expect(screen.getByTestId('discount')).toHaveTextContent('خصم ١٠٪');
    expect(screen.getByText('لكل كجم')).toBeInTheDocument();
    const shown = [price, screen.getByTestId('discount').textContent].join(' ');
    expect(shown).not.toMatch(/[0-9]/);
  });

  it('keeps piastres when a price has them', () => {
    show(<Price price={99.75} />, 'en');
    expect(screen.getByTestId('price')).toHaveTextContent(/99\.75/);
  });

  it('shows no old price or discount without a higher old price', () => {
    show(<Price price={215} oldPrice={null} discount={0} unit="kg" />, 'en');
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
    expect(screen.queryByTestId('discount')).not.toBeInTheDocument();
    show(<Price price={215} oldPrice={200} discount={0} />, 'en');
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
  });
});

describe('ProductCard', () => {
  it('links its name to the product page and shows price, unit, discount and rating', () => {
    show(<ProductCard item={chicken} />, 'en');
    const link = screen.getByRole('link', { name: chicken.name });
    expect(link).toHaveAttribute('href', '/product/1');
    expect(screen.getByRole('heading', { level: 3, name: chicken.name })).toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent(/EGP\s?155/);
    expect(screen.getByTestId('discount')).toHaveTextContent('10% off');
    expect(screen.getByText('per kg')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4.7 out of 5 from 386 reviews' })).toBeVisible();
    expect(screen.queryByText('Out of stock')).not.toBeInTheDocument();
  });

  it('says when a product is out of stock', () => {
    show(<ProductCard item={{ ...chicken, stock: 0, in_stock: false }} />, 'en');
    expect(screen.getByText('Out of stock')).toBeInTheDocument();
  });

  it('says when only a few are left, in the language digits, with kg for an item sold by the kg', () => {
    // «باقي ٣ بس» of a kg item was read as three birds (issue 38).
    show(<ProductCard item={{ ...chicken, stock: 1.5, unit: 'كجم' }} />, 'ar');
    expect(screen.getByText('باقي ١٫٥ كجم بس')).toBeInTheDocument();
    cleanup();
    show(<ProductCard item={{ ...chicken, stock: 1.5 }} />, 'en');
    expect(screen.getByText('Only 1.5 kg left')).toBeInTheDocument();
    cleanup();
    show(<ProductCard item={{ ...chicken, unit_code: 'tray', unit: 'طبق', stock: 3 }} />, 'ar');
    expect(screen.getByText('باقي ٣ بس')).toBeInTheDocument();
  });

  it('puts the page’s cart and favourite controls in their slots', () => {
    show(
      <ProductCard
        item={chicken}
        action={<button type="button">Add to cart</button>}
        favourite={<button type="button">Favourite</button>}
      />,
      'en',
    );
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Favourite' })).toBeInTheDocument();
  });

  it('labels a live bird and formats the Arabic card', () => {
    show(
      <ProductCard item={{ ...chicken, is_live: true, name: 'فراخ بيضاء حية', unit: 'طائر' }} />,
      'ar',
    );
    expect(screen.getByText('حي')).toBeInTheDocument();
    expect(screen.getByText('لكل طائر')).toBeInTheDocument();
    expect(screen.getByTestId('price').textContent).toContain('١٥٥');
  });
});
