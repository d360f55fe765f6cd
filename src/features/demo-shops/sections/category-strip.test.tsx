import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoCategory } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { CategoryStrip } from './category-strip';

const categories: DemoCategory[] = [
  {
    id: 1,
    title: 'Headphones',
    subtitle: '120 products',
    imgUrl: '/images/demo/gadget/categories/headphones.svg',
    href: '/gadget-shop#headphones',
  },
  {
    id: '2',
    title: 'Smart watches',
    imgUrl: '/images/demo/gadget/categories/watches.svg',
    href: '/gadget-shop#watches',
  },
];

describe('CategoryStrip', () => {
  it('lists one link per category, to its page, named by its title and subtitle', () => {
    renderWithShop(<CategoryStrip categories={categories} />);
    const list = screen.getByRole('list');
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(2);

    const first = within(items[0]!).getByRole('link');
    expect(first).toHaveAccessibleName('Headphones 120 products');
    expect(first).toHaveAttribute('href', '/gadget-shop#headphones');

    const second = within(items[1]!).getByRole('link', { name: 'Smart watches' });
    expect(second).toHaveAttribute('href', '/gadget-shop#watches');
    expect(within(items[1]!).queryByText('120 products')).not.toBeInTheDocument();
  });

  it('keeps the pictures out of the links’ names (the title already says it)', () => {
    const { container } = renderWithShop(<CategoryStrip categories={categories} />);
    const pictures = container.querySelectorAll('img');
    expect(pictures).toHaveLength(2);
    for (const picture of pictures) expect(picture).toHaveAttribute('alt', '');
    expect(screen.queryAllByRole('img')).toHaveLength(0);
  });

  it('shows the titles as given in an Arabic page', () => {
    renderWithShop(<CategoryStrip categories={[{ ...categories[1]!, title: 'ساعات ذكية' }]} />, {
      locale: 'ar',
    });
    expect(screen.getByRole('link', { name: 'ساعات ذكية' })).toHaveAttribute(
      'href',
      '/gadget-shop#watches',
    );
  });
});
