import type { ColumnType, Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { OrderStatus } from '@/contracts/order-constants';
import type { UnitCode } from '@/contracts/unit-codes';

/** The contract's values, stored as they are (one definition each, in src/contracts). */
export type { OrderStatus, UnitCode };

import type {
  AddressTable,
  FavoriteTable,
  PasswordResetTable,
  Role,
  SessionTable,
  UserTable,
} from './account-tables';

export type {
  AddressTable,
  FavoriteTable,
  PasswordResetTable,
  Role,
  SessionTable,
  UserTable,
} from './account-tables';

import type { OutboxTable, PushSubscriptionTable } from './message-tables';

export type { OutboxChannel, OutboxTable, PushSubscriptionTable } from './message-tables';

import type {
  DeliveryRoundTable,
  DeliverySlotTable,
  IdempotencyKeyTable,
  OrderHistoryTable,
  OrderLineTable,
  OrderTable,
} from './order-tables';

export type {
  DeliveryRoundTable,
  DeliverySlotTable,
  HistoryRole,
  IdempotencyKeyTable,
  OrderHistoryTable,
  OrderLineTable,
  OrderTable,
} from './order-tables';

import type { CashDayTable, DriverRoundTable, RoundStopTable } from './round-tables';

export type { CashDayTable, DriverRoundTable, RoundStopTable } from './round-tables';

import type {
  ComplaintLineTable,
  ComplaintPictureTable,
  ComplaintTable,
  CreditEntryTable,
  ReviewTable,
} from './review-tables';
import type { SearchQueryTable, SearchSynonymTable } from './search-tables';

export type { SearchQueryTable, SearchSynonymTable } from './search-tables';
export type {
  ComplaintLineTable,
  ComplaintPictureTable,
  ComplaintTable,
  CreditEntryTable,
  ReviewTable,
} from './review-tables';

/**
 * The tables, as both engines store them. Conventions (ADR 0002): money in integer piastres
 * (`*_cents`), instants as epoch milliseconds (`*_at`), flags as 0/1 integers, localised text
 * as `_en`/`_ar` column pairs. One shape for SQLite and PostgreSQL keeps one query layer.
 */
type Flag = 0 | 1;
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

export interface CategoryTable {
  id: Id;
  slug: string;
  name_en: string;
  name_ar: string;
  image: string;
  sort_order: number;
  created_at: CreatedAt;
}

export interface ItemTable {
  id: Id;
  category_id: number;
  slug: string;
  name_en: string;
  name_ar: string;
  description_en: string;
  description_ar: string;
  price_cents: number;
  old_price_cents: number | null;
  unit_code: UnitCode;
  image: string;
  /** JSON array of image URLs. */
  images: string;
  rating: number;
  reviews_count: number;
  stock: number;
  is_live: Flag;
  published: Flag;
  views: number;
  orders_count: number;
  /** Normalised names in both languages (search.ts), matched and ranked first. */
  search_name: string;
  /** Normalised descriptions in both languages. */
  search_body: string;
  /** JSON array of grams per piece a shopper may pick, smallest first (kg items; 0011). */
  weight_options: ColumnType<string, string | undefined, string>;
  /** The most one order may take, in stock units (kg for a kg item); NULL: no limit (0015). */
  max_per_order: ColumnType<number | null, number | null | undefined, number | null>;
  created_at: CreatedAt;
  updated_at: number;
}

export type OptionGroupCode = 'service' | 'cut' | 'skin' | 'stuffing' | 'packing';

/** A preparation choice of an item (0011-poultry-options.ts); retired ones stay for their ids. */
export interface ItemOptionTable {
  id: Id;
  item_id: number;
  option_group: OptionGroupCode;
  name_en: string;
  name_ar: string;
  price_delta_cents: number;
  position: number;
  retired: Flag;
}

export interface BannerTable {
  id: Id;
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  image: string;
  link: string;
  sort_order: number;
}

export interface FeatureTable {
  id: Id;
  title_en: string;
  title_ar: string;
  subtitle_en: string;
  subtitle_ar: string;
  icon: string;
  sort_order: number;
}

export interface BranchTable {
  id: Id;
  name_en: string;
  name_ar: string;
  address_en: string;
  address_ar: string;
  phone: string;
  lat: number;
  lng: number;
  sort_order: number;
}

export type ContactType =
  'whatsapp' | 'phone' | 'email' | 'facebook' | 'instagram' | 'tiktok' | 'address';

export interface ContactTable {
  id: Id;
  type: ContactType;
  value: string;
  /** The value Arabic pages show when it differs (a street address); null: `value`. */
  value_ar: string | null;
  label_en: string;
  label_ar: string;
  sort_order: number;
}

/** The shop's facts every page repeats, one row (id 1): migration 0013. */
export interface ShopFactsTable {
  id: number;
  hours_en: string;
  hours_ar: string;
  about_en: string;
  about_ar: string;
  area_en: string;
  area_ar: string;
  /** Hours after delivery a shopper may complain (0022-reviews-complaints.ts). */
  complaint_window_hours: ColumnType<number, number | undefined, number>;
}

export interface DeliveryZoneTable {
  id: Id;
  area_en: string;
  area_ar: string;
  fee_cents: number;
  min_order_cents: number;
  eta_en: string;
  eta_ar: string;
  active: Flag;
  sort_order: number;
}

/** A staff write (0008-staff-audit.ts): who, what, when, and the fields before and after. */
export interface StaffAuditTable {
  id: Id;
  user_id: number;
  role: Role;
  action: string;
  entity: string;
  entity_id: number;
  before_json: string;
  after_json: string;
  at: number;
}

/** One price an item was given by staff (0009-item-price-history.ts). */
export interface ItemPriceHistoryTable {
  id: Id;
  item_id: number;
  price_cents: number;
  old_price_cents: number | null;
  /** The staff account that set it. */
  changed_by: number;
  at: number;
}

/**
 * A picture staff uploaded (0010-media.ts), keyed by the hash of its content. `bytes` is
 * written as a Buffer; read back, libsql gives an ArrayBuffer and pg a Buffer.
 */
export interface MediaTable {
  hash: string;
  content_type: string;
  bytes: ColumnType<ArrayBuffer | Buffer, Buffer, never>;
  byte_size: number;
  width: number | null;
  height: number | null;
  created_at: CreatedAt;
  /** The staff account that first uploaded it. */
  created_by: number;
}

export interface Database {
  categories: CategoryTable;
  items: ItemTable;
  item_options: ItemOptionTable;
  banners: BannerTable;
  features: FeatureTable;
  branches: BranchTable;
  contacts: ContactTable;
  shop_facts: ShopFactsTable;
  delivery_zones: DeliveryZoneTable;
  users: UserTable;
  sessions: SessionTable;
  password_resets: PasswordResetTable;
  outbox: OutboxTable;
  addresses: AddressTable;
  favorites: FavoriteTable;
  orders: OrderTable;
  order_lines: OrderLineTable;
  order_history: OrderHistoryTable;
  staff_audit: StaffAuditTable;
  item_price_history: ItemPriceHistoryTable;
  media: MediaTable;
  idempotency_keys: IdempotencyKeyTable;
  delivery_rounds: DeliveryRoundTable;
  delivery_slots: DeliverySlotTable;
  search_synonyms: SearchSynonymTable;
  search_queries: SearchQueryTable;
  push_subscriptions: PushSubscriptionTable;
  driver_rounds: DriverRoundTable;
  round_stops: RoundStopTable;
  cash_days: CashDayTable;
  reviews: ReviewTable;
  complaints: ComplaintTable;
  complaint_lines: ComplaintLineTable;
  complaint_pictures: ComplaintPictureTable;
  credit_entries: CreditEntryTable;
}

export type ItemRow = Selectable<ItemTable>;
export type NewItem = Insertable<ItemTable>;
export type ItemOptionRow = Selectable<ItemOptionTable>;
export type UserRow = Selectable<UserTable>;
export type AddressRow = Selectable<AddressTable>;
export type AddressUpdate = Updateable<AddressTable>;
export type OrderRow = Selectable<OrderTable>;
export type OutboxRow = Selectable<OutboxTable>;
export type OrderLineRow = Selectable<OrderLineTable>;
export type OrderHistoryRow = Selectable<OrderHistoryTable>;
export type StaffAuditRow = Selectable<StaffAuditTable>;
export type DeliveryRoundRow = Selectable<DeliveryRoundTable>;
export type DeliverySlotRow = Selectable<DeliverySlotTable>;
