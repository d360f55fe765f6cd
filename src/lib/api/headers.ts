import type { Locale } from '@/lib/i18n/locales';

/** The spec sends list sizes as a `limit` header (e.g. 10000 for every order of a user). */
export function limitHeader(limit: number): { limit: string } {
  return { limit: String(Math.max(1, Math.floor(limit))) };
}

/** Headers for a call made on the server on behalf of one request. */
export function requestHeaders(options: {
  locale: Locale;
  token?: string;
}): Record<string, string> {
  return options.token
    ? { lang: options.locale, Authorization: `Bearer ${options.token}` }
    : { lang: options.locale };
}
