import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import type { ReactNode } from 'react';
import { renderWithShop } from '@tests/setup/render';
import type { PageSeo as PageSeoComponent } from './page-seo';
import { resolveSiteOrigin } from './use-site-origin';

jest.mock('next/router', () => ({
  useRouter: () => ({ locale: 'ar', asPath: '/product/7?from=search' }),
}));
// next/head hands its children to Next's head manager; here they are rendered in place (React
// puts links and meta in document.head).
jest.mock('next/head', () => ({
  __esModule: true,
  default: ({ children }: { children: ReactNode }) => children,
}));

// jest.mock is not hoisted above imports here: the component loads once the mocks are in.
let PageSeo: typeof PageSeoComponent;
beforeAll(async () => {
  ({ PageSeo } = await import('./page-seo'));
});

const CONFIGURED = 'http://localhost:3000';

describe('resolveSiteOrigin', () => {
  it('is the configured address in production, whatever the request said', () => {
    expect(
      resolveSiteOrigin({
        production: true,
        browser: 'http://192.168.1.20:3005',
        request: 'http://192.168.1.20:3005',
        configured: 'https://shop.example',
      }),
    ).toBe('https://shop.example');
  });

  it('is the address the shop was opened on in development: the browser’s, else the request’s', () => {
    const phone = 'http://192.168.1.20:3005';
    expect(
      resolveSiteOrigin({
        production: false,
        browser: phone,
        request: undefined,
        configured: CONFIGURED,
      }),
    ).toBe(phone);
    expect(
      resolveSiteOrigin({
        production: false,
        browser: undefined,
        request: phone,
        configured: CONFIGURED,
      }),
    ).toBe(phone);
    expect(
      resolveSiteOrigin({
        production: false,
        browser: undefined,
        request: undefined,
        configured: CONFIGURED,
      }),
    ).toBe(CONFIGURED);
  });
});

describe('PageSeo outside production', () => {
  it('names the address the page was opened on in canonical and hreflang links', () => {
    renderWithShop(<PageSeo title="Duck" description="Fresh duck" />, { locale: 'ar' });
    // jsdom's page is http://localhost: not the http://localhost:3000 of an unset variable.
    const origin = window.location.origin;
    const href = (selector: string) => document.head.querySelector(selector)?.getAttribute('href');
    expect(href('link[rel="canonical"]')).toBe(`${origin}/ar/product/7`);
    expect(href('link[hreflang="ar"]')).toBe(`${origin}/ar/product/7`);
    expect(href('link[hreflang="en"]')).toBe(`${origin}/product/7`);
    expect(href('link[hreflang="x-default"]')).toBe(`${origin}/product/7`);
    expect(document.head.innerHTML).not.toContain(CONFIGURED);
  });
});
