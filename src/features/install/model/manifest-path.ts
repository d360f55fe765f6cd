import type { Locale } from '@/lib/i18n/locales';

/**
 * Where each language's manifest is served: Next's locale prefix, like every page. Its own
 * file, as the page's bundle needs only this (document-locale.tsx) and not the builder.
 */
export const manifestPath = (locale: Locale) =>
  locale === 'ar' ? '/ar/manifest.webmanifest' : '/manifest.webmanifest';
