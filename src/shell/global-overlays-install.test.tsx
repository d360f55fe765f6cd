import { afterEach, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import arInstall from '../../public/locales/ar/install.json';
import enInstall from '../../public/locales/en/install.json';
import { server } from '@mocks/node';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { InstallOfferHost } from '@/features/install/components/install-offer';
import { INSTALL_STORAGE_KEYS } from '@/lib/install-offer/install-offer-state';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import { GlobalOverlays } from './global-overlays';

const TEXT = { en: enInstall, ar: arInstall } as const;
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';

function visit(pathname: string, locale: Locale) {
  return renderWithShop(
    <ConsentProvider>
      <GlobalOverlays locale={locale} pathname={pathname} />
      {/* Drawn by the page's after-load chunk (src/shell/after-load-shell.tsx). */}
      <InstallOfferHost />
    </ConsentProvider>,
    { locale },
  );
}

const card = (locale: Locale) => screen.queryByRole('region', { name: TEXT[locale].offer.label });

beforeEach(() => {
  // The shop's WhatsApp contact: its button shows whenever the offer is not on screen.
  const whatsapp = { id: 2, type: 'whatsapp', value: '01001234567', label: 'WhatsApp' };
  server.use(
    http.get('*/api/shop/facts', () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        results: { hours: 'h', about: 'a', area: 'r', promises: [], contacts: [whatsapp] },
      }),
    ),
  );
  jest.spyOn(navigator, 'userAgent', 'get').mockReturnValue(IPHONE);
  // A returning visitor who has answered the cookie notice, on a new visit (tab).
  document.cookie = 'visited=true';
  document.cookie = 'Acceptedcookie=true';
  window.localStorage.setItem(INSTALL_STORAGE_KEYS.visits, '1');
  window.sessionStorage.clear();
});

afterEach(() => {
  jest.restoreAllMocks();
  window.localStorage.clear();
  document.cookie = 'Acceptedcookie=; max-age=0';
});

describe('the install offer on an iPhone', () => {
  it.each(['en', 'ar'] as const)(
    '%s: shows Safari\'s steps on the second visit, once; "Got it" ends it for good',
    async (locale) => {
      const user = userEvent.setup();
      const first = visit('/', locale);
      const region = await screen.findByRole('region', { name: TEXT[locale].offer.label });
      expect(region).toHaveTextContent(TEXT[locale].offer.iosBody);
      await user.click(screen.getByRole('button', { name: TEXT[locale].offer.iosDone }));
      await waitFor(() => {
        expect(card(locale)).not.toBeInTheDocument();
      });
      expect(window.localStorage.getItem(INSTALL_STORAGE_KEYS.decision)).toBe('dismissed');
      first.unmount();

      window.sessionStorage.clear();
      visit('/', locale);
      expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();
      expect(card(locale)).not.toBeInTheDocument();
    },
  );

  it('waits while the cookie notice is open, and stays off the checkout', async () => {
    document.cookie = 'Acceptedcookie=; max-age=0';
    const { unmount } = visit('/', 'en');
    const consent = await screen.findByRole('button', { name: /accept/i });
    expect(card('en')).not.toBeInTheDocument();
    await userEvent.setup().click(consent);
    expect(await screen.findByRole('region', { name: TEXT.en.offer.label })).toBeInTheDocument();
    unmount();

    visit('/checkout', 'en');
    expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();
    expect(card('en')).not.toBeInTheDocument();
  });
});
