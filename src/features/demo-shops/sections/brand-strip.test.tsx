import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { DemoBrand } from '@/contracts/demo/demo-entities';
import { renderWithShop } from '@tests/setup/render';
import { BrandStrip } from './brand-strip';

const brands: DemoBrand[] = [
  { id: 1, name: 'Volta', imgUrl: '/images/demo/brands/volta.svg', href: '/gadget-shop#volta' },
  { id: 2, name: 'Nimbus', imgUrl: '/images/demo/brands/nimbus.svg', href: '/gadget-shop#nimbus' },
];

describe('BrandStrip', () => {
  it('lists each brand as a link named by its mark’s alt text', () => {
    renderWithShop(<BrandStrip brands={brands} />);
    const items = within(screen.getByRole('list')).getAllByRole('listitem');
    expect(items).toHaveLength(2);
    expect(screen.getByRole('link', { name: 'Volta' })).toHaveAttribute(
      'href',
      '/gadget-shop#volta',
    );
    expect(screen.getByRole('link', { name: 'Nimbus' })).toHaveAttribute(
      'href',
      '/gadget-shop#nimbus',
    );
    expect(screen.getByRole('img', { name: 'Nimbus' })).toHaveAttribute(
      'src',
      '/images/demo/brands/nimbus.svg',
    );
  });

  it('renders an empty list for no brands', () => {
    renderWithShop(<BrandStrip brands={[]} />);
    expect(screen.queryAllByRole('link')).toHaveLength(0);
  });
});
