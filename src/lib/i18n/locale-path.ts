import { DEFAULT_LOCALE, toLocale } from './locales';

/** A path as the browser sees it: `/ar/orders` in Arabic, `/orders` in English. */
export function localePath(path: string, locale: unknown): string {
  const lang = toLocale(locale);
  if (lang === DEFAULT_LOCALE) return path;
  return path === '/' ? `/${lang}` : `/${lang}${path}`;
}
