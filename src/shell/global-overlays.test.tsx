import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import arConsent from '../../public/locales/ar/consent.json';
import enConsent from '../../public/locales/en/consent.json';
import { server } from '@mocks/node';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import { GlobalOverlays } from './global-overlays';

const TEXT = { en: enConsent, ar: arConsent } as const;
const whatsapp = { id: 2, type: 'whatsapp', value: '01001234567', label: 'WhatsApp' };

function overlays(pathname: string, locale: Locale = 'en') {
  return (
    <ConsentProvider>
      <GlobalOverlays locale={locale} pathname={pathname} />
    </ConsentProvider>
  );
}

function cookie(name: string): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith(`${name}=`))
    ?.split('=')[1];
}

/** Gives lazily loaded overlays (the dialog, the WhatsApp button) every chance to appear. */
async function settle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
}

const notice = (locale: Locale) =>
  screen.queryByRole('region', { name: TEXT[locale].banner.label });
// By test id: while the welcome dialog is open it hides the rest from the a11y tree.
const whatsAppButton = () => screen.queryByTestId('whatsapp-button');

beforeEach(() => {
  server.use(
    http.get('*/api/shop/facts', () =>
      HttpResponse.json({
        success: true,
        message: 'OK',
        results: { hours: 'h', about: 'a', area: 'r', promises: [], contacts: [whatsapp] },
      }),
    ),
  );
});

describe('GlobalOverlays: one overlay at a time', () => {
  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    const text = TEXT[locale];

    it('a first visit to the home page: welcome, then the cookie notice, then WhatsApp', async () => {
      const user = userEvent.setup();
      renderWithShop(overlays('/', locale), { locale });

      const dialog = await screen.findByRole('dialog', { name: text.welcome.title });
      await settle();
      expect(notice(locale)).not.toBeInTheDocument();
      expect(whatsAppButton()).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: text.welcome.start }));
      await waitFor(() => {
        expect(dialog).not.toBeInTheDocument();
      });
      expect(cookie('visited')).toBe('true');
      expect(notice(locale)).toBeInTheDocument();
      await settle();
      expect(whatsAppButton()).not.toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: text.banner.accept }));
      expect(notice(locale)).not.toBeInTheDocument();
      expect(await screen.findByTestId('whatsapp-button')).toHaveAttribute(
        'href',
        'https://wa.me/201001234567',
      );
    });

    it('a shared product link opened fresh: the product first, no welcome dialog', async () => {
      const user = userEvent.setup();
      const view = renderWithShop(overlays('/product/[id]', locale), { locale });
      expect(await screen.findByText(text.banner.message)).toBeInTheDocument();
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(whatsAppButton()).not.toBeInTheDocument();
      // Not welcomed yet: a later visit that starts at the home page still is.
      expect(cookie('visited')).toBeUndefined();

      await user.click(screen.getByRole('button', { name: text.banner.accept }));
      expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();

      // On to the home page within the same visit: the dialog does not interrupt.
      view.rerender(overlays('/', locale));
      await settle();
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
      expect(whatsAppButton()).toBeInTheDocument();
    });
  });

  it('a returning visitor who has chosen sees only the WhatsApp button', async () => {
    document.cookie = 'visited=true; path=/';
    document.cookie = 'Acceptedcookie=false; path=/';
    renderWithShop(overlays('/'));
    expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(notice('en')).not.toBeInTheDocument();
  });

  it('a returning visitor who has not chosen gets the notice first, on the home page too', async () => {
    document.cookie = 'visited=true; path=/';
    renderWithShop(overlays('/'));
    expect(await screen.findByText(TEXT.en.banner.message)).toBeInTheDocument();
    await settle();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(whatsAppButton()).not.toBeInTheDocument();
  });

  it('keeps the WhatsApp button off the staff dashboard', async () => {
    document.cookie = 'visited=true; path=/';
    document.cookie = 'Acceptedcookie=true; path=/';
    const { rerender } = renderWithShop(overlays('/product/[id]'));
    expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();

    rerender(overlays('/dashboard/orders'));
    expect(whatsAppButton()).not.toBeInTheDocument();
  });
});
