import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DemoProduct } from '@/contracts/demo/demo-entities';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import type { DemoProductDetails as DemoProductDetailsComponent } from './demo-product-details';

// Price (shared with the shop) reads the language from the router.
let locale: Locale = 'en';
jest.mock('next/router', () => ({ useRouter: () => ({ locale }) }));

let DemoProductDetails: typeof DemoProductDetailsComponent;
beforeAll(async () => {
  ({ DemoProductDetails } = await import('./demo-product-details'));
});

beforeEach(() => {
  locale = 'en';
});

function show(ui: React.ReactElement, lang: Locale = 'en') {
  locale = lang;
  return renderWithShop(ui, { locale: lang });
}

const sofa: DemoProduct = {
  id: '12',
  title: 'Corner sofa',
  price: 1200,
  imgUrl: '/images/demo/furniture/sofa.svg',
  imgGroup: [
    '/images/demo/furniture/sofa.svg',
    '/images/demo/furniture/sofa-side.svg',
    '/images/demo/furniture/sofa-back.svg',
  ],
  discount: 15,
  rating: 4,
  reviewCount: 31,
  category: 'furniture',
  unit: 'piece',
  productColors: ['#7D879C', '#4E97FD', '#33D067', '#BE7374'],
};

function bigPicture(): HTMLElement {
  return screen.getByRole('img', { name: /^Corner sofa, picture/ });
}

describe('DemoProductDetails', () => {
  it('names the page with the product and shows its price, rating and category', () => {
    show(<DemoProductDetails product={sofa} action={<button type="button">Add to cart</button>} />);
    expect(screen.getByRole('heading', { level: 1, name: 'Corner sofa' })).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Rated 4 out of 5 from 31 reviews' })).toBeVisible();
    expect(screen.getByTestId('price')).toHaveTextContent(/^EGP\s?1,020$/);
    expect(screen.getByTestId('old-price')).toHaveTextContent(/Was EGP\s?1,200/);
    expect(screen.getByTestId('discount')).toHaveTextContent('15% off');
    expect(screen.getByText('per piece')).toBeInTheDocument();
    // The category is a catalogue key, labelled in the page's language.
    expect(screen.getByText('Furniture')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add to cart' })).toBeInTheDocument();
  });

  it('switches the big picture with the thumbnails', async () => {
    const user = userEvent.setup();
    show(<DemoProductDetails product={sofa} />);
    const gallery = screen.getByRole('group', { name: 'Pictures of Corner sofa' });
    const thumbnails = within(gallery).getAllByRole('button');
    expect(thumbnails.map((thumbnail) => thumbnail.getAttribute('aria-label'))).toEqual([
      'Show picture 1 of 3',
      'Show picture 2 of 3',
      'Show picture 3 of 3',
    ]);
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'true');
    expect(bigPicture()).toHaveAccessibleName('Corner sofa, picture 1 of 3');
    expect(bigPicture()).toHaveAttribute('src', '/images/demo/furniture/sofa.svg');

    await user.click(screen.getByRole('button', { name: 'Show picture 3 of 3' }));
    expect(bigPicture()).toHaveAccessibleName('Corner sofa, picture 3 of 3');
    expect(bigPicture()).toHaveAttribute('src', '/images/demo/furniture/sofa-back.svg');
    expect(thumbnails[2]).toHaveAttribute('aria-pressed', 'true');
    expect(thumbnails[0]).toHaveAttribute('aria-pressed', 'false');
  });

  it('offers the finishes as a radio group, the first chosen', async () => {
    const user = userEvent.setup();
    show(<DemoProductDetails product={sofa} />);
    const group = screen.getByRole('group', { name: 'Colour' });
    const options = within(group).getAllByRole('radio');
    expect(options).toHaveLength(4);
    expect(within(group).getByRole('radio', { name: 'Colour 1' })).toBeChecked();

    await user.click(within(group).getByRole('radio', { name: 'Colour 3' }));
    expect(within(group).getByRole('radio', { name: 'Colour 3' })).toBeChecked();
    expect(within(group).getByRole('radio', { name: 'Colour 1' })).not.toBeChecked();

    // Arrow keys move the choice, as in any radio group.
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: 'Colour 4' })).toBeChecked();
  });

  it('leaves out the colours, category and old price when the product has none', () => {
    show(
      <DemoProductDetails
        product={{ ...sofa, productColors: undefined, category: undefined, discount: 0 }}
      />,
    );
    expect(screen.queryByRole('radiogroup')).not.toBeInTheDocument();
    expect(screen.queryByRole('radio')).not.toBeInTheDocument();
    expect(screen.queryByText(/Category/)).not.toBeInTheDocument();
    expect(screen.queryByTestId('old-price')).not.toBeInTheDocument();
    expect(screen.getByTestId('price')).toHaveTextContent(/^EGP\s?1,200$/);
  });

  it('is in Arabic, with Arabic-Indic digits, in an Arabic page', async () => {
    const user = userEvent.setup();
    show(<DemoProductDetails product={sofa} />, 'ar');
    expect(screen.getByTestId('price').textContent).toContain('١٬٠٢٠');
    expect(screen.getByRole('group', { name: 'اللون' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'اللون ٢' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'عرض الصورة ٢ من ٣' }));
    expect(screen.getByRole('img', { name: 'Corner sofa، الصورة ٢ من ٣' })).toBeInTheDocument();
    expect(screen.getByText('الفئة', { exact: false })).toBeInTheDocument();
  });
});
