import type { ContactType, OptionGroupCode, UnitCode } from '@/server/db/schema';

/**
 * What each seed illustration draws. scripts/images draws one picture per kind; an item's
 * own file (public/images/items/<slug>.webp) is its kind on a backdrop of its own.
 */
export const ART_KINDS = [
  'whole-chicken',
  'chicken-breast',
  'chicken-thigh',
  'chicken-drumstick',
  'chicken-wing',
  'chicken-fillet',
  'chicken-liver',
  'chicken-mince',
  'duck',
  'goose',
  'pigeon',
  'turkey',
  'rabbit',
  'quail',
  'egg-tray',
  'live-chicken',
  'live-duck',
  'live-pigeon',
  'live-turkey',
  'live-goose',
  'live-rabbit',
  'live-quail',
  'skewers',
  'kofta',
  'breaded',
  'marinated',
  'sausage',
] as const;
export type ArtKind = (typeof ART_KINDS)[number];

export interface SeedCategory {
  slug: string;
  name_en: string;
  name_ar: string;
  /** Also names its picture: categoryImage(slug). */
  art: ArtKind;
}

export interface SeedItem {
  /** Permanent, URL-safe, unique; names the image files. */
  slug: string;
  /** A SeedCategory slug. */
  category: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  /** EGP per sale unit. */
  price: number;
  /** EGP, above price, for items on offer. */
  old_price?: number;
  unit: UnitCode;
  art: ArtKind;
  /** Egg shells, plumage or fur where the kind has a colour choice (e.g. brown eggs). */
  tint?: 'white' | 'brown' | 'dark' | 'speckled';
  rating: number;
  reviews_count: number;
  stock: number;
  is_live?: boolean;
  views: number;
  orders_count: number;
  /** kg per piece a shopper may pick, for a `kg` item sold by weight (preparation.ts). */
  weight_options?: readonly number[];
  /** Preparation choices, at most one per group in an order (preparation.ts). */
  options?: readonly SeedOption[];
}

/** A preparation choice: its group, its names as the shop says them, and its EGP delta. */
export interface SeedOption {
  group: OptionGroupCode;
  name_en: string;
  name_ar: string;
  /** EGP added to the price (per kg for a `kg` item). */
  price_delta: number;
}

export interface SeedBanner {
  /** Names its picture: bannerImage(slug). */
  slug: string;
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  /** A storefront path, e.g. /product/search/ducks */
  link: string;
  art: ArtKind;
}

export interface SeedFeature {
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  /** A name the storefront maps to an icon: delivery, fresh, clean, cash, support, quality. */
  icon: string;
}

export interface SeedBranch {
  name_en: string;
  name_ar: string;
  address_en: string;
  address_ar: string;
  phone: string;
  lat: number;
  lng: number;
}

export interface SeedContact {
  type: ContactType;
  value: string;
  /** Only where Arabic pages must show another value (an address). */
  value_ar?: string;
  label_en: string;
  label_ar: string;
}

export interface SeedDeliveryZone {
  area_en: string;
  area_ar: string;
  /** EGP */
  fee: number;
  /** EGP; 0 for none. */
  min_order: number;
  eta_en: string;
  eta_ar: string;
}

/** The image path of an item, a category or a banner, from its slug. */
export const itemImage = (slug: string): string => `/images/items/${slug}.webp`;
export const categoryImage = (slug: string): string => `/images/categories/${slug}.webp`;
export const bannerImage = (slug: string): string => `/images/banners/${slug}.webp`;

export interface SeedShopFacts {
  hours_en: string;
  hours_ar: string;
  about_en: string;
  about_ar: string;
  area_en: string;
  area_ar: string;
}
