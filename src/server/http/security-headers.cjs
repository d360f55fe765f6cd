// @ts-check
/**
 * The security headers every response carries (docs/security.md). Plain CommonJS because three
 * places read it that cannot share a TypeScript module: next.config.js (every answer Next
 * gives, `next dev` included), src/server/start-server.mjs (answers the front server gives
 * from memory, before Next) and the browser tests that check them.
 *
 * Pages get the document policy: scripts only from this origin (Next's chunks and
 * /paint-first.js) and the one inline script the shop writes, the same on every page and
 * allowed by its hash (src/config/first-paint-flags.cjs; no nonce is needed, and a page the
 * page cache keeps can be shared as it is), the analytics vendors' hosts only when their ids
 * are configured, styles inline because emotion inserts them at run time and MUI writes style
 * attributes (the Mozilla Observatory accepts `unsafe-inline` in style-src). Nothing may frame
 * the shop.
 */

const { createHash } = require('node:crypto');
const { FIRST_PAINT_FLAGS_SCRIPT } = require('../../config/first-paint-flags.cjs');

/** The CSP source that allows first-paint-flags.cjs's inline script, and only that one. */
const FIRST_PAINT_FLAGS_HASH = `'sha256-${createHash('sha256').update(FIRST_PAINT_FLAGS_SCRIPT, 'utf8').digest('base64')}'`;

/** Two years (the Observatory asks for at least six months). */
const HSTS_MAX_AGE_S = 63_072_000;

/**
 * Where each analytics vendor's script loads more of itself from, and sends its hits to.
 * @type {Record<'gtm' | 'metaPixel' | 'tiktokPixel', { script: string[], img: string[], connect: string[] }>}
 */
const VENDOR_SOURCES = {
  gtm: {
    script: ['https://www.googletagmanager.com'],
    img: ['https://www.googletagmanager.com', 'https://*.google-analytics.com'],
    connect: [
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ],
  },
  metaPixel: {
    script: ['https://connect.facebook.net'],
    img: ['https://www.facebook.com'],
    connect: ['https://www.facebook.com', 'https://connect.facebook.net'],
  },
  tiktokPixel: {
    script: ['https://analytics.tiktok.com'],
    img: ['https://analytics.tiktok.com'],
    connect: ['https://analytics.tiktok.com'],
  },
};

/**
 * @typedef {{
 *   production: boolean,
 *   analytics?: Partial<Record<keyof typeof VENDOR_SOURCES, string | undefined>>,
 *   apiHost?: string,
 * }} Options
 */

/**
 * @param {Options} options
 * @returns {string}
 */
function documentPolicy({ production, analytics = {}, apiHost }) {
  const vendors = /** @type {(keyof typeof VENDOR_SOURCES)[]} */ (Object.keys(VENDOR_SOURCES))
    .filter((vendor) => Boolean(analytics[vendor]))
    .map((vendor) => VENDOR_SOURCES[vendor]);
  const from = (/** @type {'script' | 'img' | 'connect'} */ kind) =>
    vendors.flatMap((vendor) => vendor[kind]);
  // `next dev` evaluates modules with eval (React Refresh) and writes inline scripts. A hash
  // beside 'unsafe-inline' would switch 'unsafe-inline' off, so development has no hash.
  const inlineScripts = production
    ? [FIRST_PAINT_FLAGS_HASH]
    : ["'unsafe-eval'", "'unsafe-inline'"];
  const apiOrigin = apiHost ? [new URL(apiHost).origin] : [];
  /** @type {[string, string[]][]} */
  const directives = [
    ['default-src', ["'none'"]],
    ['script-src', ["'self'", ...inlineScripts, ...from('script')]],
    ['style-src', ["'self'", "'unsafe-inline'"]],
    ['img-src', ["'self'", 'data:', 'blob:', ...from('img')]],
    ['font-src', ["'self'", 'data:']],
    ['connect-src', ["'self'", ...apiOrigin, ...from('connect')]],
    // The shop's service worker (/sw.js), which also answers the demo shops' mock API.
    ['worker-src', ["'self'"]],
    ['manifest-src', ["'self'"]],
    // The dashboard's new-order chime (public/sounds/new-order.wav).
    ['media-src', ["'self'"]],
    ['form-action', ["'self'"]],
    ['base-uri', ["'self'"]],
    ['frame-ancestors', ["'none'"]],
  ];
  return directives
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/** Answers that are not pages (JSON, images, scripts) need no sources at all. */
const NON_DOCUMENT_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'";

/**
 * The headers for every response; `policy` is the document one for pages.
 * @param {{ production: boolean, policy: string }} options
 * @returns {{ key: string, value: string }[]}
 */
function securityHeaders({ production, policy }) {
  return [
    { key: 'Content-Security-Policy', value: policy },
    { key: 'X-Content-Type-Options', value: 'nosniff' },
    { key: 'Referrer-Policy', value: 'strict-origin-when-cross-origin' },
    // The same as frame-ancestors, for browsers that predate it.
    { key: 'X-Frame-Options', value: 'DENY' },
    { key: 'Cross-Origin-Opener-Policy', value: 'same-origin' },
    {
      key: 'Permissions-Policy',
      // The microphone for the shop's own pages only: the search box's voice button (ADR
      // 0028). Embedded frames of other origins still get none of these.
      value: 'camera=(), microphone=(self), geolocation=(), payment=(), usb=()',
    },
    // Browsers ignore it over plain http, so it is safe to send from a production build
    // served locally; `next dev` does not send it (it would pin localhost to https).
    ...(production
      ? [{ key: 'Strict-Transport-Security', value: `max-age=${HSTS_MAX_AGE_S}` }]
      : []),
  ];
}

/**
 * `next dev` (Turbopack) serves its client middleware manifest as `application/json` under a
 * `.js` name and loads it with a script tag: with nosniff the browser refuses to run it and
 * logs an error on every page (issue 26). Development leaves that one file out of the static
 * files' rule (it holds the list of middleware matchers, an empty array here); production
 * has no such file and keeps nosniff on every answer.
 */
const DEV_JSON_SCRIPT = 'development/_clientMiddlewareManifest\\.js';

/**
 * Next's `headers()` rules: the document policy for pages, the empty one for the API and for
 * Next's static files. A later rule overrides an earlier one.
 *
 * The API rule keeps Next's locale handling: Next matches every path but /_next/* with its
 * locale in front (/api/items/list as /en/api/items/list), so an `/api` rule with
 * `locale: false` never matched, and API answers rendered by Next carried the page policy
 * while the same answers from the front server's memory carried this one.
 * @param {Options} options
 */
function nextHeaderRules(options) {
  const { production } = options;
  return [
    {
      source: '/:path*',
      headers: securityHeaders({ production, policy: documentPolicy(options) }),
    },
    {
      source: '/api/:path*',
      headers: securityHeaders({ production, policy: NON_DOCUMENT_POLICY }),
    },
    {
      source: production
        ? '/_next/static/:path*'
        : `/_next/static/:path((?!${DEV_JSON_SCRIPT}$).*)`,
      locale: /** @type {false} */ (false),
      headers: securityHeaders({ production, policy: NON_DOCUMENT_POLICY }),
    },
  ];
}

module.exports = {
  FIRST_PAINT_FLAGS_HASH,
  HSTS_MAX_AGE_S,
  NON_DOCUMENT_POLICY,
  documentPolicy,
  nextHeaderRules,
  securityHeaders,
};
