import { afterEach, beforeEach, describe, expect, it } from '@jest/globals';
import { CacheProvider } from '@emotion/react';
import { act, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { SWRConfig } from 'swr';
import enConsent from '../../public/locales/en/consent.json';
import { server } from '@mocks/node';
import { FIRST_PAINT_FLAGS_SCRIPT } from '@/config/first-paint-flags.cjs';
import { ConsentProvider } from '@/features/consent/components/consent-provider';
import { createAppTheme } from '@/theme/create-app-theme';
import { createEmotionCache } from '@/theme/emotion-cache';
import { AppThemeProvider } from '@/theme/theme-provider';
import { createTestI18n } from '@tests/setup/i18n';
import { GlobalOverlays } from './global-overlays';

const TEXT = enConsent;
const whatsapp = { id: 2, type: 'whatsapp', value: '01001234567', label: 'WhatsApp' };

/** The overlays as _app renders them, on the server and then in the browser. */
function page(pathname: string) {
  const i18n = createTestI18n('en');
  const cache = createEmotionCache('ltr');
  const theme = createAppTheme('default', 'ltr');
  const wrap = (children: ReactNode) => (
    <I18nextProvider i18n={i18n}>
      <CacheProvider value={cache}>
        <AppThemeProvider theme={theme}>
          <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
            <ConsentProvider>{children}</ConsentProvider>
          </SWRConfig>
        </AppThemeProvider>
      </CacheProvider>
    </I18nextProvider>
  );
  return wrap(<GlobalOverlays locale="en" pathname={pathname} />);
}

/** Runs the head's inline script, as the browser does before anything else. */
function runFlagsScript() {
  const script = document.createElement('script');
  script.textContent = FIRST_PAINT_FLAGS_SCRIPT;
  document.head.append(script);
}

/**
 * The server HTML in the page, after the head's inline script has run. (Its CSS is not:
 * emotion writes no styles for a server render inside jsdom, so what the flags hide before
 * hydration is the browser suite's to check: tests/e2e/overlays.spec.ts.)
 */
function serverHtml(pathname: string): HTMLElement {
  runFlagsScript();
  const container = document.createElement('div');
  container.innerHTML = renderToString(page(pathname));
  document.body.append(container);
  return container;
}

// By its label, not its role and name: hidden by CSS, it has no accessible name.
const notice = () =>
  document.querySelector<HTMLElement>(`[role="region"][aria-label="${TEXT.banner.label}"]`);

let root: Root | undefined;
async function hydrate(container: HTMLElement, pathname: string) {
  const errors: unknown[] = [];
  await act(async () => {
    root = hydrateRoot(container, page(pathname), {
      onRecoverableError: (error) => errors.push(error),
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
  return errors;
}

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

afterEach(() => {
  act(() => root?.unmount());
  root = undefined;
  document.body.innerHTML = '';
  for (const name of [...document.documentElement.attributes].map((a) => a.name)) {
    if (name.startsWith('data-')) document.documentElement.removeAttribute(name);
  }
});

describe('the cookie notice in the server HTML', () => {
  it('is there for a visitor who has not chosen, and stays once hydrated', async () => {
    document.cookie = 'visited=true; path=/';
    const container = serverHtml('/product/[id]');
    expect(notice()).toHaveTextContent(TEXT.banner.message);

    expect(await hydrate(container, '/product/[id]')).toEqual([]);
    expect(notice()).toBeVisible();
    expect(screen.queryByTestId('whatsapp-button')).not.toBeInTheDocument();
  });

  it('is in the HTML of every visitor, and gone once hydrated for one who has chosen', async () => {
    document.cookie = 'visited=true; path=/';
    document.cookie = 'Acceptedcookie=false; path=/';
    const container = serverHtml('/product/[id]');
    expect(notice()).toBeInTheDocument();

    expect(await hydrate(container, '/product/[id]')).toEqual([]);
    expect(notice()).not.toBeInTheDocument();
    expect(await screen.findByTestId('whatsapp-button')).toBeInTheDocument();
  });

  it('on the home page, gives way to the welcome dialog of a first visit once hydrated', async () => {
    const container = serverHtml('/');
    expect(notice()).toBeInTheDocument();

    expect(await hydrate(container, '/')).toEqual([]);
    expect(await screen.findByRole('dialog', { name: TEXT.welcome.title })).toBeInTheDocument();
    expect(notice()).not.toBeInTheDocument();
  });

  it('never puts the welcome dialog or the WhatsApp button in the server HTML', () => {
    const html = renderToString(page('/'));
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain(TEXT.welcome.title);
    expect(html).not.toContain('whatsapp-button');
  });
});

describe('the first-paint flags script', () => {
  const flags = () =>
    [...document.documentElement.attributes]
      .map((attribute) => attribute.name)
      .filter((name) => name === 'data-visited' || name === 'data-consent-given')
      .sort();

  it.each([
    ['', []],
    ['visited=true', ['data-visited']],
    ['Acceptedcookie=true', ['data-consent-given']],
    ['visited=true; Acceptedcookie=false', ['data-consent-given', 'data-visited']],
    // What readConsent does not take for a choice does not hide the notice either.
    ['Acceptedcookie=maybe; notvisited=true', []],
  ])('marks <html> for the cookies "%s"', (cookies, expected) => {
    for (const entry of cookies.split('; ').filter(Boolean)) document.cookie = `${entry}; path=/`;
    runFlagsScript();
    expect(flags()).toEqual(expected);
  });
});
