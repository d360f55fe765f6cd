import { accountCallKey, isCallKey } from '@/lib/api/call-keys';
import type { Locale } from '@/lib/i18n/locales';

// The orders feature reads these keys and checkout writes a just-placed order under one of
// them. Features may not import each other (eslint.config.mjs), so the keys live here, once.

/** Per account, and per language: product names and units come back in the request's language. */
export const ordersKey = (account: string | undefined, locale: Locale) =>
  accountCallKey('ordersList', undefined, account, locale);

/** One order: path, account, locale. */
export const orderKey = (id: number, account: string | undefined, locale: Locale) =>
  accountCallKey('orderDetails', { id }, account, locale);

/** Matches every cached orders list, of any account and language (for `mutate`). */
export const isOrdersKey = isCallKey('ordersList');
