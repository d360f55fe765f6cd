import type { ContactType, OptionGroupCode, UnitCode } from '@/server/db/schema';

/**
 * What each seed illustration draws. scripts/images draws one picture per kind; an item's
 * own file (public/images/items/<slug>.webp) is its kind on a backdrop of its own.
 */
export const ART_KINDS = [
  'whole-chicken',
  'chicken-skinless',
  'chicken-eighths',
  'chicken-breast',
  'chicken-thigh',
  'chicken-thigh-boneless',
  'chicken-drumstick',
  'chicken-wing',
  'chicken-fillet',
  'chicken-escalope',
  'chicken-liver',
  'chicken-liver-gizzards',
  'chicken-mince',
  'duck',
  'duck-breast',
  'duck-quarters',
  'goose',
  'goose-pieces',
  'goose-liver',
  'pigeon',
  'pigeon-single',
  'stuffed-pigeon',
  'butterflied-pigeon',
  'turkey',
  'turkey-breast',
  'turkey-thigh',
  'turkey-wing',
  'turkey-mince',
  'rabbit',
  'rabbit-pieces',
  'rabbit-legs',
  'quail',
  'quail-family',
  'stuffed-quail',
  'butterflied-quail',
  'egg-tray',
  'egg-pack',
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
  'nuggets',
  'strips',
  'marinated',
  'marinated-wings',
  'sausage',
  'hot-dog',
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
  /**
   * Egg shells, plumage or fur where the kind has a colour choice (e.g. brown eggs); for a
   * dressed bird, its skin (brown: the yellow skin of corn-fed baladi and Sasso birds, dark:
   * the duskier Fayoumi or Muscovy skin, white: the palest, e.g. Pekin duck).
   */
  tint?: 'white' | 'brown' | 'dark' | 'speckled';
  /**
   * Breeds of one kind differ in size (a baladi chicken is smaller than a broiler, duck eggs
   * larger than hen's): the picture draws the product smaller or larger to match.
   */
  size?: 'small' | 'large';
  /** What is left in the sale unit: kg (to the gram) for a `kg` item, pieces otherwise. */
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
