import { DEFAULT_LOCALE, LOCALES, type Locale } from '@/lib/i18n/locales';
import { localisedUrl } from './site-url';

function escapeXml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');
}

/** One <url> per language, each naming all languages as alternates (Google's hreflang form). */
function entries(path: string, origin: string | undefined): string[] {
  const at = (locale: Locale) => escapeXml(localisedUrl(locale, path, origin));
  const alternates = [
    ...LOCALES.map(
      (locale) => `<xhtml:link rel="alternate" hreflang="${locale}" href="${at(locale)}"/>`,
    ),
    `<xhtml:link rel="alternate" hreflang="x-default" href="${at(DEFAULT_LOCALE)}"/>`,
  ].join('');
  return LOCALES.map((locale) => `<url><loc>${at(locale)}</loc>${alternates}</url>`);
}

/**
 * sitemap.xml for these paths, in every language, on `origin` (NEXT_PUBLIC_SITE_URL unless
 * the page knows the request's own, in development).
 */
export function sitemapXml(paths: readonly string[], origin?: string): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...paths.flatMap((path) => entries(path, origin)),
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * Paths no search engine should crawl: the API and each shopper's own pages. The cart page is
 * not one of them: it is the same for everyone (the lines are read in the browser).
 */
const PRIVATE_PATHS = [
  '/api/',
  '/checkout',
  '/orders',
  '/wish-list',
  '/address',
  '/profile',
  '/login',
  '/signup',
  '/forgot-password',
  '/reset-password',
  '/auth/',
];

/** robots.txt: everything public may be crawled, private paths in every language may not. */
export function robotsTxt(sitemapUrl: string): string {
  const prefixes = LOCALES.map((locale) => (locale === DEFAULT_LOCALE ? '' : `/${locale}`));
  const disallowed = PRIVATE_PATHS.flatMap((path) =>
    path.startsWith('/api/') ? [path] : prefixes.map((prefix) => `${prefix}${path}`),
  );
  return [
    'User-agent: *',
    'Allow: /',
    ...disallowed.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${sitemapUrl}`,
    '',
  ].join('\n');
}
