import { describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { NextRouter } from 'next/router';
import { RouterContext } from 'next/dist/shared/lib/router-context.shared-runtime';
import type { ReactElement } from 'react';
import { renderWithShop } from '@tests/setup/render';
import { BranchesView } from './branches-view';
import { ContactView } from './contact-view';
import type { ShopFacts } from '@/contracts/shop-content';
import { ShopFactsProvider } from '@/lib/shop-facts/shop-facts-context';

const replace = jest.fn((url: string) => Promise.resolve(url.length > 0));
const router = { asPath: '/ar/branches?x=1', replace } as unknown as NextRouter;

/** The retry needs the page router (it asks the server for the same URL again). */
function withRouter(ui: ReactElement) {
  return <RouterContext.Provider value={router}>{ui}</RouterContext.Provider>;
}

const branch = {
  id: 1,
  name: 'Mansoura branch',
  address: 'El Gomhoreya St., Mansoura',
  phone: '050 224 5810',
  hours: 'Daily 8:00–23:00',
  lat: 31.04,
  lng: 31.37,
};

describe('BranchesView', () => {
  it('shows each branch with a tel: link and a map link in a new tab', () => {
    renderWithShop(<BranchesView branches={[branch]} />);
    const card = screen.getByRole('article', { name: 'Mansoura branch' });
    expect(card).toHaveTextContent('Address: El Gomhoreya St., Mansoura');
    expect(screen.getByRole('link', { name: 'Call Mansoura branch' })).toHaveAttribute(
      'href',
      'tel:0502245810',
    );
    const map = screen.getByRole('link', { name: /^Open in Maps: Mansoura branch/ });
    expect(map).toHaveAttribute('href', expect.stringContaining('query=31.04%2C31.37'));
    expect(map).toHaveAttribute('target', '_blank');
  });

  it('offers a retry that asks the server again when the branches could not be loaded', async () => {
    renderWithShop(withRouter(<BranchesView branches={null} />), { locale: 'ar' });
    expect(screen.getByRole('heading', { level: 1, name: 'فروعنا' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('معرفناش نحمّل الفروع');
    await userEvent.click(screen.getByRole('button', { name: 'جرّب تاني' }));
    expect(replace).toHaveBeenCalledWith('/ar/branches?x=1');
  });
});

const facts: ShopFacts = {
  hours: 'يوميًا من ٩ صباحًا حتى ١٠ مساءً',
  about: 'Fresh poultry',
  area: 'Dakahlia',
  promises: [],
  contacts: [{ id: 3, type: 'email', value: 'orders@example.com', label: 'E-mail' }],
};

describe('ContactView', () => {
  it('lists the shop line and every contact with the right kind of link', () => {
    renderWithShop(
      <ContactView
        contacts={[
          { id: 1, type: 'whatsapp', value: '01001234567', label: 'Order on WhatsApp' },
          { id: 4, type: 'phone', value: '01001234567', label: 'Orders' },
          {
            id: 2,
            type: 'instagram',
            value: 'https://www.instagram.com/shop/',
            label: 'Instagram',
          },
          { id: 3, type: 'address', value: 'Mansoura', label: 'Main branch' },
        ]}
      />,
    );
    expect(screen.getByRole('link', { name: /Call to order/ })).toHaveAttribute(
      'href',
      'tel:01001234567',
    );
    const chat = screen.getByRole('link', { name: /Order on WhatsApp/ });
    expect(chat).toHaveAttribute('href', 'https://wa.me/201001234567');
    expect(chat).toHaveTextContent('+201001234567');
    expect(screen.getByRole('link', { name: /Instagram/ })).toHaveTextContent('instagram.com/shop');
    expect(screen.getByRole('link', { name: /Main branch/ })).toHaveAttribute(
      'href',
      expect.stringContaining('google.com/maps'),
    );
  });

  it('shows the shop’s one set of hours from its data, in Arabic', () => {
    renderWithShop(
      <ShopFactsProvider facts={facts} locale="ar">
        <ContactView contacts={[]} />
      </ShopFactsProvider>,
      { locale: 'ar' },
    );
    expect(screen.getByTestId('shop-hours')).toHaveTextContent(
      'مواعيد العمل: يوميًا من ٩ صباحًا حتى ١٠ مساءً',
    );
  });

  it('keeps the shop line and offers a retry when the contacts could not be loaded', () => {
    renderWithShop(
      withRouter(
        <ShopFactsProvider facts={facts} locale="en">
          <ContactView contacts={null} />
        </ShopFactsProvider>,
      ),
    );
    expect(screen.getByRole('link', { name: /E-mail us your order/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^mailto:/),
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });
});
