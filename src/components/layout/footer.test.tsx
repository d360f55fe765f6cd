import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import type { ShopFacts } from '@/contracts/shop-content';
import { ShopFactsProvider } from '@/lib/shop-facts/shop-facts-context';
import { renderWithShop } from '@tests/setup/render';
import { Footer } from './footer';

const contacts: ShopFacts['contacts'] = [
  { id: 1, type: 'whatsapp', value: '201001234567', label: 'WhatsApp' },
  { id: 2, type: 'phone', value: '01001234567', label: 'Call' },
  { id: 3, type: 'email', value: 'orders@example.com', label: 'Mail' },
];

const english: ShopFacts = {
  hours: 'Every day 9 am to 10 pm',
  about: 'Fresh poultry from Dakahlia.',
  area: 'Dakahlia, Egypt',
  promises: [
    { id: 1, title: 'Slaughtered daily', subtitle: 'Fresh for 24 hours at 0–4 °C', icon: 'fresh' },
    { id: 2, title: 'Cash on delivery', subtitle: 'Pay after weighing', icon: 'cash' },
  ],
  contacts,
};

const arabic: ShopFacts = {
  hours: 'يوميًا من ٩ صباحًا حتى ١٠ مساءً',
  about: 'دواجن طازجة من الدقهلية.',
  area: 'الدقهلية، مصر',
  promises: [{ id: 3, title: 'توصيل لكل الدقهلية', subtitle: 'من ١٥ جنيه', icon: 'delivery' }],
  contacts,
};

const renderFooter = (facts: ShopFacts, locale: 'en' | 'ar', showPromises?: boolean) =>
  renderWithShop(
    <ShopFactsProvider facts={facts} locale={locale}>
      <Footer showPromises={showPromises} />
    </ShopFactsProvider>,
    { locale },
  );

describe('Footer', () => {
  it('promises what the shop’s data says, with its hours and orders line (English)', () => {
    renderFooter(english, 'en');
    const promises = screen.getByTestId('footer-promises');
    expect(within(promises).getAllByRole('listitem')).toHaveLength(2);
    expect(within(promises).getByText('Slaughtered daily')).toBeInTheDocument();
    expect(within(promises).getByText('Pay after weighing')).toBeInTheDocument();
    const footer = screen.getByRole('contentinfo');
    expect(footer).toHaveTextContent('Every day 9 am to 10 pm');
    expect(footer).toHaveTextContent('Fresh poultry from Dakahlia.');
    expect(screen.getByRole('link', { name: '01001234567' })).toHaveAttribute(
      'href',
      'tel:01001234567',
    );
    expect(screen.getByRole('link', { name: 'orders@example.com' })).toHaveAttribute(
      'href',
      'mailto:orders@example.com',
    );
    // The template's promises are gone for good.
    expect(footer).not.toHaveTextContent(/\$|365|24\/7|money back/);
  });

  it('shows the Arabic facts on Arabic pages', () => {
    renderFooter(arabic, 'ar');
    expect(screen.getByRole('heading', { name: 'وعودنا لك' })).toBeInTheDocument();
    const promises = screen.getByTestId('footer-promises');
    expect(within(promises).getByText('توصيل لكل الدقهلية')).toBeInTheDocument();
    expect(within(promises).getByText('من ١٥ جنيه')).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('يوميًا من ٩ صباحًا حتى ١٠ مساءً');
    expect(screen.getByRole('contentinfo')).not.toHaveTextContent(/دولار|٣٦٥|٢٤\/٧/);
  });

  // The home page shows the promises in a section of its own: its footer leaves them out.
  it.each([
    ['en', english, 'Our promises', 'Pay after weighing'],
    ['ar', arabic, 'وعودنا لك', 'من ١٥ جنيه'],
  ] as const)(
    'leaves the promises out where the page shows them (%s)',
    (locale, facts, title, line) => {
      renderFooter(facts, locale, false);
      expect(screen.queryByTestId('footer-promises')).toBeNull();
      expect(screen.queryByRole('heading', { name: title })).toBeNull();
      const footer = screen.getByRole('contentinfo');
      expect(footer).not.toHaveTextContent(line);
      expect(footer).toHaveTextContent(facts.hours);
      expect(footer).toHaveTextContent(facts.about);
    },
  );
});
