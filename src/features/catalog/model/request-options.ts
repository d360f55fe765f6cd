import type { Locale } from '@/lib/i18n/locales';

/**
 * Who a catalogue call is made for: the language of the answer and, when the caller has one,
 * the shopper's token (items then say whether they are favourites). The same fetchers run in
 * getServerSideProps and in the browser, so the locale is always explicit. It is call()'s
 * options (lib/api/call.ts) with the locale required.
 */
export type RequestOptions = { locale: Locale; token?: string };
