import { DEFAULT_LOCALE, type Locale } from '@/lib/i18n/locales';

/**
 * The browser has one current locale, kept in step by the app shell. Server-side callers
 * pass the request's locale explicitly (requestHeaders), because a server process serves
 * many locales at once and must never share this value between requests.
 */
let browserLocale: Locale = DEFAULT_LOCALE;

export function setBrowserLocale(locale: Locale): void {
  browserLocale = locale;
}

export function getBrowserLocale(): Locale {
  return browserLocale;
}
