import { afterEach, beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { createElement } from 'react';
import type { AnalyticsIds } from '../analytics/vendors';
import { useConsent } from '../hooks/use-consent';
import type { Analytics as AnalyticsComponent } from './analytics';
import { ConsentProvider } from './consent-provider';

type RouteHandler = (url: string) => void;

const routerEvents = {
  on: jest.fn<(event: string, handler: RouteHandler) => void>(),
  off: jest.fn<(event: string, handler: RouteHandler) => void>(),
};

jest.mock('next/router', () => ({
  useRouter: () => ({ events: routerEvents }),
}));

// next/script stands in as a plain <script> so the URLs it would load can be read.
jest.mock('next/script', () => ({
  __esModule: true,
  default: ({ id, src }: { id?: string; src?: string }) =>
    // A data block type keeps React from warning about scripts rendered on the client.
    createElement('script', { 'data-testid': id, src, type: 'text/plain' }),
}));

// jest.mock is not hoisted above imports here, so the component is imported once the mocks
// are registered.
let Analytics: typeof AnalyticsComponent;
beforeAll(async () => {
  ({ Analytics } = await import('./analytics'));
});

/**
 * Each vendor is initialised once per id for the life of the page (analytics.tsx keeps a
 * module-level record), so every test uses ids of its own.
 */
let run = 0;
function freshIds(): Required<AnalyticsIds> {
  run += 1;
  return { gtm: `GTM-T${run}`, metaPixel: `10${run}`, tiktokPixel: `TT${run}` };
}

function resetVendorGlobals() {
  delete window.dataLayer;
  delete window.fbq;
  delete window._fbq;
  delete window.ttq;
  delete window.TiktokAnalyticsObject;
  delete document.documentElement.dataset.analytics;
}

function setConsent(value: 'true' | 'false') {
  document.cookie = `Acceptedcookie=${value}; path=/`;
}

function AcceptButton() {
  const { decide } = useConsent();
  return (
    <button type="button" onClick={() => decide('accepted')}>
      accept
    </button>
  );
}

function renderAnalytics(ids: AnalyticsIds) {
  return render(
    <ConsentProvider>
      <Analytics ids={ids} />
      <AcceptButton />
    </ConsentProvider>,
  );
}

function scriptSources(container: HTMLElement): string[] {
  return [...container.querySelectorAll('script')].map(
    (script) => script.getAttribute('src') ?? '',
  );
}

function expectNothingLoaded(container: HTMLElement) {
  expect(container.querySelectorAll('script')).toHaveLength(0);
  expect(window.dataLayer).toBeUndefined();
  expect(window.fbq).toBeUndefined();
  expect(window.ttq).toBeUndefined();
  expect(routerEvents.on).not.toHaveBeenCalled();
  // The mark the browser tests wait for says the loader never ran.
  expect(document.documentElement.dataset.analytics).toBeUndefined();
}

beforeEach(() => {
  resetVendorGlobals();
  routerEvents.on.mockClear();
  routerEvents.off.mockClear();
});
afterEach(resetVendorGlobals);

describe('Analytics', () => {
  it('loads nothing before the visitor has decided', () => {
    const { container } = renderAnalytics(freshIds());
    expectNothingLoaded(container);
  });

  it('loads nothing after a decline', () => {
    setConsent('false');
    const { container } = renderAnalytics(freshIds());
    expectNothingLoaded(container);
  });

  it('after consent, sets up the three queues and loads the three scripts', async () => {
    setConsent('true');
    const ids = freshIds();
    const { container } = renderAnalytics(ids);

    // The loaders arrive on demand (they are in nobody's first load).
    expect(await screen.findByTestId('gtm')).toBeInTheDocument();
    expect(scriptSources(container)).toEqual([
      `https://www.googletagmanager.com/gtm.js?id=${ids.gtm}`,
      'https://connect.facebook.net/en_US/fbevents.js',
      `https://analytics.tiktok.com/i18n/pixel/events.js?sdkid=${ids.tiktokPixel}&lib=ttq`,
    ]);
    expect(screen.getByTestId('gtm')).toBeInTheDocument();
    expect(screen.getByTestId('meta-pixel')).toBeInTheDocument();
    expect(screen.getByTestId('tiktok-pixel')).toBeInTheDocument();
    // Marked once the scripts are asked for: the browser tests count trackers after it.
    expect(document.documentElement.dataset.analytics).toBe('loaded');

    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);

    expect(window.fbq).toBeDefined();
    expect(window._fbq).toBe(window.fbq);
    expect(window.fbq?.queue).toEqual([
      ['init', ids.metaPixel],
      ['track', 'PageView'],
    ]);

    expect(window.TiktokAnalyticsObject).toBe('ttq');
    expect(window.ttq).toBeDefined();
    expect(window.ttq?._i[ids.tiktokPixel]).toBeDefined();
    expect([...(window.ttq ?? [])]).toEqual([['page']]);
  });

  it('loads once the visitor accepts in this page, without a reload', () => {
    const ids = freshIds();
    const { container } = renderAnalytics(ids);
    expectNothingLoaded(container);

    act(() => {
      screen.getByRole('button', { name: 'accept' }).click();
    });
    expect(scriptSources(container)).toHaveLength(3);
    expect(window.dataLayer).toEqual([expect.objectContaining({ event: 'gtm.js' })]);
    expect(window.fbq?.queue).toContainEqual(['init', ids.metaPixel]);
    expect(window.ttq).toBeDefined();
  });

  it('loads only the vendors that have an id', () => {
    setConsent('true');
    const ids = freshIds();
    const { container } = renderAnalytics({ metaPixel: ids.metaPixel });
    expect(scriptSources(container)).toEqual(['https://connect.facebook.net/en_US/fbevents.js']);
    expect(window.fbq?.queue).toContainEqual(['init', ids.metaPixel]);
    expect(window.dataLayer).toBeUndefined();
    expect(window.ttq).toBeUndefined();
  });

  it('loads nothing without configured ids, even after consent', () => {
    setConsent('true');
    const { container } = renderAnalytics({});
    expectNothingLoaded(container);

    const empty = renderAnalytics({ gtm: '', metaPixel: '', tiktokPixel: '' });
    expectNothingLoaded(empty.container);
  });

  it('counts a client-side navigation as a page view for every vendor', () => {
    setConsent('true');
    const ids = freshIds();
    const { unmount } = renderAnalytics(ids);

    const registration = routerEvents.on.mock.calls.find(
      ([event]) => event === 'routeChangeComplete',
    );
    expect(registration).toBeDefined();
    const onRouteChange = registration![1];
    act(() => {
      onRouteChange('/ar/cart');
    });
    expect(window.dataLayer).toContainEqual({ event: 'page_view', page_path: '/ar/cart' });
    expect(window.fbq?.queue.filter(([method]) => method === 'track')).toHaveLength(2);
    expect([...(window.ttq ?? [])]).toEqual([['page'], ['page']]);

    unmount();
    expect(routerEvents.off).toHaveBeenCalledWith('routeChangeComplete', onRouteChange);
  });

  it('does not initialise a vendor twice when remounted with the same ids', () => {
    setConsent('true');
    const ids = freshIds();
    renderAnalytics(ids).unmount();
    renderAnalytics(ids);
    expect(window.dataLayer).toHaveLength(1);
    expect(window.fbq?.queue.filter(([method]) => method === 'init')).toHaveLength(1);
  });
});
