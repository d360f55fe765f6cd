import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import arConsent from '../../../../public/locales/ar/consent.json';
import enConsent from '../../../../public/locales/en/consent.json';
import type { ConsentVariant } from '@/config/public-env';
import type { Locale } from '@/lib/i18n/locales';
import { renderWithShop } from '@tests/setup/render';
import { ConsentProvider } from './consent-provider';
import { CookieBanner } from './cookie-banner';

const TEXT = { en: enConsent.banner, ar: arConsent.banner } as const;

function renderBanner(
  locale: Locale,
  {
    variant = 'accept',
    acceptOnScroll = false,
  }: { variant?: ConsentVariant; acceptOnScroll?: boolean } = {},
) {
  return renderWithShop(
    <ConsentProvider>
      <CookieBanner variant={variant} acceptOnScroll={acceptOnScroll} />
    </ConsentProvider>,
    { locale },
  );
}

function consentCookie(): string | undefined {
  return document.cookie
    .split('; ')
    .find((entry) => entry.startsWith('Acceptedcookie='))
    ?.split('=')[1];
}

function banner(locale: Locale) {
  return screen.queryByRole('region', { name: TEXT[locale].label });
}

describe('CookieBanner', () => {
  it('has the agreed English and Arabic texts', () => {
    expect(TEXT.en.message).toBe('This website uses cookies to enhance the user experience.');
    expect(TEXT.en.accept).toBe('I Accept');
    expect(TEXT.en.understand).toBe('I understand');
    expect(TEXT.en.decline).toBe('I decline');
    expect(TEXT.ar.accept).toBe('موافق');
  });

  describe.each(['en', 'ar'] as const)('in %s', (locale) => {
    const text = TEXT[locale];

    it('variant "accept" shows the message and only the accept button', () => {
      renderBanner(locale, { variant: 'accept' });
      expect(banner(locale)).toBeInTheDocument();
      expect(screen.getByText(text.message)).toBeInTheDocument();
      expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual([
        text.accept,
      ]);
    });

    it('accepting stores Acceptedcookie=true and hides the banner', async () => {
      const user = userEvent.setup();
      renderBanner(locale, { variant: 'accept' });
      await user.click(screen.getByRole('button', { name: text.accept }));
      expect(consentCookie()).toBe('true');
      expect(banner(locale)).not.toBeInTheDocument();
      expect(screen.queryByText(text.message)).not.toBeInTheDocument();
    });

    it('variant "accept-decline" shows "I understand" and "I decline"', () => {
      renderBanner(locale, { variant: 'accept-decline' });
      expect(screen.getByText(text.message)).toBeInTheDocument();
      const labels = screen.getAllByRole('button').map((button) => button.textContent);
      expect(labels).toHaveLength(2);
      expect(labels).toEqual(expect.arrayContaining([text.understand, text.decline]));
      expect(labels).not.toContain(text.accept);
    });

    it('"I understand" stores Acceptedcookie=true and hides the banner', async () => {
      const user = userEvent.setup();
      renderBanner(locale, { variant: 'accept-decline' });
      await user.click(screen.getByRole('button', { name: text.understand }));
      expect(consentCookie()).toBe('true');
      expect(banner(locale)).not.toBeInTheDocument();
    });

    it('declining stores Acceptedcookie=false and hides the banner', async () => {
      const user = userEvent.setup();
      renderBanner(locale, { variant: 'accept-decline' });
      await user.click(screen.getByRole('button', { name: text.decline }));
      expect(consentCookie()).toBe('false');
      expect(banner(locale)).not.toBeInTheDocument();
    });
  });

  it.each(['true', 'false'])('is not shown when Acceptedcookie=%s is already set', (value) => {
    document.cookie = `Acceptedcookie=${value}; path=/`;
    renderBanner('en', { variant: 'accept-decline' });
    expect(banner('en')).not.toBeInTheDocument();
    expect(screen.queryByText(TEXT.en.message)).not.toBeInTheDocument();
  });

  it('is shown when the consent cookie holds an unknown value', () => {
    document.cookie = 'Acceptedcookie=maybe; path=/';
    renderBanner('en');
    expect(banner('en')).toBeInTheDocument();
  });

  describe('accept on scroll', () => {
    const originals = {
      innerHeight: Object.getOwnPropertyDescriptor(window, 'innerHeight'),
      scrollY: Object.getOwnPropertyDescriptor(window, 'scrollY'),
    };

    /** A 3000px page in a 1000px window: 2000px can be scrolled, 25% is 500px. */
    beforeEach(() => {
      Object.defineProperty(document.documentElement, 'scrollHeight', {
        configurable: true,
        value: 3000,
      });
      Object.defineProperty(window, 'innerHeight', { configurable: true, value: 1000 });
    });

    afterEach(() => {
      delete (document.documentElement as { scrollHeight?: number }).scrollHeight;
      for (const [key, descriptor] of Object.entries(originals)) {
        if (descriptor) Object.defineProperty(window, key, descriptor);
      }
    });

    function scrollTo(y: number) {
      Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
      act(() => {
        window.dispatchEvent(new Event('scroll'));
      });
    }

    it('accepts once the visitor scrolls past 25% of the page', () => {
      renderBanner('en', { acceptOnScroll: true });
      scrollTo(600);
      expect(consentCookie()).toBe('true');
      expect(banner('en')).not.toBeInTheDocument();
    });

    it('accepts at exactly 25%', () => {
      renderBanner('ar', { variant: 'accept-decline', acceptOnScroll: true });
      scrollTo(500);
      expect(consentCookie()).toBe('true');
      expect(banner('ar')).not.toBeInTheDocument();
    });

    it('keeps asking below 25%', () => {
      renderBanner('en', { acceptOnScroll: true });
      scrollTo(200);
      scrollTo(499);
      expect(consentCookie()).toBeUndefined();
      expect(banner('en')).toBeInTheDocument();
    });

    it('never accepts by scrolling when acceptOnScroll is off', () => {
      renderBanner('en', { acceptOnScroll: false });
      scrollTo(2000);
      expect(consentCookie()).toBeUndefined();
      expect(banner('en')).toBeInTheDocument();
    });

    it('does not turn an earlier decline into consent', () => {
      document.cookie = 'Acceptedcookie=false; path=/';
      renderBanner('en', { acceptOnScroll: true });
      scrollTo(2000);
      expect(consentCookie()).toBe('false');
    });

    it('stops listening once the banner is gone', async () => {
      const user = userEvent.setup();
      renderBanner('en', { variant: 'accept-decline', acceptOnScroll: true });
      await user.click(screen.getByRole('button', { name: TEXT.en.decline }));
      scrollTo(2000);
      expect(consentCookie()).toBe('false');
    });
  });
});
