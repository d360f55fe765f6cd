import type { ColumnType, Generated } from 'kysely';
import type { Role } from '@/contracts/account';

/*
 * The account tables (schema.ts holds the catalogue, the Database type and the rows' types;
 * order-tables.ts the orders): users and their sessions, password resets, addresses and
 * favourites (message-tables.ts: the outbox and push subscriptions). Conventions as in schema.ts (ADR 0002).
 */
type Flag = 0 | 1;
type Id = Generated<number>;
type CreatedAt = ColumnType<number, number, never>;

/** The contract's roles (one definition: a new role is added in contracts/account.ts). */
export type { Role };

export interface UserTable {
  id: Id;
  username: string;
  name: string;
  email: string | null;
  phone: string;
  role: Role;
  password_hash: string;
  /** 0: switched off by an admin (0019): no sign-in, no live token. */
  is_active: ColumnType<Flag, Flag | undefined, Flag>;
  created_at: CreatedAt;
  updated_at: number;
  /** A channel turned on (1) or off (0) by its owner; NULL: the shop's default (0018). */
  notify_sms: Flag | null;
  notify_whatsapp: Flag | null;
  notify_email: Flag | null;
  notify_push: Flag | null;
  /** The language the account last used; its messages are written in it. */
  locale: 'ar' | 'en' | null;
}

export interface SessionTable {
  id: Id;
  user_id: number;
  /** SHA-256 of the bearer token; the token itself is never stored. */
  token_hash: string;
  created_at: CreatedAt;
  expires_at: number;
  revoked_at: number | null;
}

export interface PasswordResetTable {
  id: Id;
  user_id: number;
  /** HMAC of the PIN with the server secret. */
  pin_hash: string;
  device_info: string;
  created_at: CreatedAt;
  expires_at: number;
  attempts: number;
  used_at: number | null;
  voided_at: number | null;
  /** The outbox message that carried the PIN, masked once the PIN is dead (0016). */
  outbox_id: number | null;
}

export interface AddressTable {
  id: Id;
  user_id: number;
  label: string;
  recipient: string;
  phone: string;
  zone_id: number;
  city: string;
  street: string;
  building: string;
  floor: string;
  apartment: string;
  landmark: string;
  notes: string;
  is_default: Flag;
  created_at: CreatedAt;
  updated_at: number;
}

export interface FavoriteTable {
  user_id: number;
  item_id: number;
  created_at: CreatedAt;
}
