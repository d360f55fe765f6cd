import { requestHeaders } from '@/lib/api/headers';
import type { Locale } from '@/lib/i18n/locales';

/**
 * Who a catalogue call is made for: the language of the answer and, when the caller has one,
 * the shopper's token (items then say whether they are favourites). The same fetchers run in
 * getServerSideProps and in the browser, so the locale is always explicit.
 */
export type RequestOptions = { locale: Locale; token?: string };

export function headersFor(options: RequestOptions): Record<string, string> {
  return requestHeaders(options);
}
