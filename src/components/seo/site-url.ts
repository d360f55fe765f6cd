import { publicEnv } from '@/config/public-env';
import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * The public address of a path in a language: `/ar/...` for Arabic, no prefix for English.
 * `origin` is NEXT_PUBLIC_SITE_URL unless the caller knows better (use-site-origin.tsx).
 */
export function localisedUrl(
  locale: Locale,
  path: string,
  origin: string = publicEnv.NEXT_PUBLIC_SITE_URL,
): string {
  const prefix = locale === DEFAULT_LOCALE ? '' : `/${locale}`;
  const suffix = path === '/' && prefix ? '' : path;
  return `${origin}${prefix}${suffix}`;
}

/** A path under the site as a full URL; full URLs are kept as they are. */
export function absoluteUrl(
  pathOrUrl: string,
  origin: string = publicEnv.NEXT_PUBLIC_SITE_URL,
): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}
