import type { Locale } from '@/lib/i18n/locales';

// The orders feature reads these keys and checkout writes a just-placed order under one of
// them. Features may not import each other (eslint.config.mjs), so the keys live here, once.

export const ORDER_LIST_PATH = '/user/orders/list';

export const orderPath = (id: number) => `/user/orders/${id}`;

/** Per account, and per language: product names and units come back in the request's language. */
export const ordersKey = (account: string | undefined, locale: Locale) =>
  account ? ([ORDER_LIST_PATH, account, locale] as const) : null;

/** One order: path, account, locale. */
export const orderKey = (id: number, account: string | undefined, locale: Locale) =>
  account ? ([orderPath(id), account, locale] as const) : null;

/** Matches every cached orders list, of any account and language (for `mutate`). */
export const isOrdersKey = (key: unknown): boolean =>
  Array.isArray(key) && key[0] === ORDER_LIST_PATH;
