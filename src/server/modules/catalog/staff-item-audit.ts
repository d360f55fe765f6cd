import type { Role } from '@/server/db/schema';
import type { AuditFields } from '@/server/modules/audit';
import type { Locale } from '@/lib/i18n/locales';
import { soldStock } from '@/contracts/stock-units';
import { egp } from '@/server/money';
import { weightsSummary } from './item-options';
import type { StaffItemRecord } from './staff-item-repository';

/** Who is making a change, and the language the answer is in. */
export interface StaffActor {
  userId: number;
  role: Role;
  locale: Locale;
}

type ItemFields = Pick<
  StaffItemRecord,
  | 'name_en'
  | 'name_ar'
  | 'description_en'
  | 'description_ar'
  | 'category_id'
  | 'unit_code'
  | 'price_cents'
  | 'old_price_cents'
  | 'stock'
  | 'published'
  | 'is_live'
  | 'weight_options'
  | 'max_per_order'
>;

/**
 * The fields staff edit, as the audit log and the API speak them (EGP, booleans, stock in the
 * item's sale unit: kg to the gram, or pieces, as entries before ADR 0018 already were).
 */
export function auditView(row: ItemFields): AuditFields {
  return {
    name_en: row.name_en,
    name_ar: row.name_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    category_id: row.category_id,
    unit_code: row.unit_code,
    price: egp(row.price_cents),
    old_price: row.old_price_cents === null ? null : egp(row.old_price_cents),
    stock: soldStock(row.unit_code, row.stock),
    is_published: row.published === 1,
    is_live: row.is_live === 1,
    weight_options: weightsSummary(row.weight_options),
    max_per_order: row.max_per_order === null ? null : soldStock(row.unit_code, row.max_per_order),
  };
}

/** Only the fields that differ, before and after: what the audit keeps of an edit. */
export function changedFields(
  before: AuditFields,
  after: AuditFields,
): { before: AuditFields; after: AuditFields } | undefined {
  // Object.keys widens to string: the names are those of `after`, an AuditFields.
  const names = (Object.keys(after) as (keyof AuditFields)[]).filter(
    (name) => before[name] !== after[name],
  );
  if (names.length === 0) return undefined;
  return {
    before: Object.fromEntries(names.map((name) => [name, before[name] ?? null])),
    after: Object.fromEntries(names.map((name) => [name, after[name] ?? null])),
  };
}
