import { publicEnv } from './public-env';

/**
 * The shop's identity. The spec names no shop, so these are the defaults; phone and e-mail
 * can be overridden per deployment through NEXT_PUBLIC_SHOP_PHONE / NEXT_PUBLIC_SHOP_EMAIL.
 * Display names are translated in the `common` namespace (`shop.name`).
 */
export const site = {
  phone: publicEnv.NEXT_PUBLIC_SHOP_PHONE ?? '01001234567',
  email: publicEnv.NEXT_PUBLIC_SHOP_EMAIL ?? 'orders@dakahlia-poultry.example',
  logo: '/brand/logo.svg',
  logoWidth: 40,
  logoHeight: 40,
} as const;

/** Cookie and storage names are part of the spec: other code and analytics depend on them. */
export const COOKIE_NAMES = {
  consent: 'Acceptedcookie',
  visited: 'visited',
} as const;

export const STORAGE_KEYS = {
  cart: 'cart',
  settings: 'bazar_settings',
} as const;

export const COOKIE_LIFETIME_DAYS = 365;
/** Share of the page a visitor must scroll before scrolling counts as consent (when enabled). */
export const CONSENT_SCROLL_PERCENT = 25;
/** Records requested by the spec for category items and a user's orders. */
export const LIST_LIMIT_ALL = 10000;
export const PROGRESS_BAR_HEIGHT_PX = 3;
