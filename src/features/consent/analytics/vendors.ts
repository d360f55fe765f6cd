import type { QueueFunction, TikTokQueue } from './globals';

/** The vendors configured for this build (public environment); absent ones never load. */
export type AnalyticsIds = {
  gtm?: string;
  metaPixel?: string;
  tiktokPixel?: string;
};

/**
 * Each vendor's script reads calls that were queued before it arrived. These functions set
 * up those queues in typed code (no inline script, so a strict CSP needs no exception) and
 * return the script URL to load asynchronously.
 */

export function initTagManager(id: string): string {
  window.dataLayer = window.dataLayer ?? [];
  window.dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

export function initMetaPixel(id: string): string {
  if (!window.fbq) {
    const fbq = ((...args: unknown[]) => {
      if (fbq.callMethod) fbq.callMethod(...args);
      else fbq.queue.push(args);
    }) as QueueFunction;
    fbq.queue = [];
    fbq.push = fbq;
    fbq.loaded = true;
    fbq.version = '2.0';
    window.fbq = fbq;
    window._fbq = fbq;
  }
  window.fbq('init', id);
  window.fbq('track', 'PageView');
  return 'https://connect.facebook.net/en_US/fbevents.js';
}

const TIKTOK_METHODS = [
  'page',
  'track',
  'identify',
  'instances',
  'debug',
  'on',
  'off',
  'once',
  'ready',
  'alias',
  'group',
  'enableCookie',
  'disableCookie',
  'holdConsent',
  'revokeConsent',
  'grantConsent',
];

export function initTikTokPixel(id: string): string {
  const base = 'https://analytics.tiktok.com/i18n/pixel/events.js';
  window.TiktokAnalyticsObject = 'ttq';
  const ttq = (window.ttq ?? Object.assign([], { _i: {}, _t: {}, _o: {} })) as TikTokQueue;
  ttq.methods = TIKTOK_METHODS;
  for (const method of TIKTOK_METHODS) {
    ttq[method] = (...args: unknown[]) => ttq.push([method, ...args]);
  }
  const instance: unknown[] & { _u?: string } = [];
  instance._u = base;
  ttq._i[id] = instance;
  ttq._t[id] = Date.now();
  ttq._o[id] = {};
  window.ttq = ttq;
  ttq.push(['page']);
  return `${base}?sdkid=${encodeURIComponent(id)}&lib=ttq`;
}

/** A client-side navigation is a new page view for every loaded vendor. */
export function trackPageView(url: string): void {
  window.dataLayer?.push({ event: 'page_view', page_path: url });
  window.fbq?.('track', 'PageView');
  window.ttq?.push(['page']);
}
