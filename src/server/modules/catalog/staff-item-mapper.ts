import { discountPercent } from '@/contracts/item-pricing';
import type { PriceChange, StaffItem } from '@/contracts/staff-catalog';
import type { Locale } from '@/lib/i18n/locales';
import { toItem } from './item-mapper';
import { egp } from '@/server/money';
import type { ItemOptionRow } from '@/server/db/schema';
import { toStaffItemOption } from './item-options';
import type { PriceChangeRow } from './price-history-repository';
import type { StaffItemRecord } from './staff-item-repository';

/** The shop's own Item (item-mapper.ts), with what only staff see beside it. */
export function toStaffItem(
  row: StaffItemRecord,
  locale: Locale,
  options: readonly ItemOptionRow[] = [],
): StaffItem {
  return {
    ...toItem(row, locale, undefined, options),
    slug: row.slug,
    name_en: row.name_en,
    name_ar: row.name_ar,
    description_en: row.description_en,
    description_ar: row.description_ar,
    is_published: row.published === 1,
    updated_at: new Date(row.updated_at).toISOString(),
    options: options.map((option) => toStaffItemOption(option, locale)),
  };
}

export function toPriceChange(row: PriceChangeRow): PriceChange {
  return {
    price: egp(row.price_cents),
    old_price: row.old_price_cents === null ? null : egp(row.old_price_cents),
    discount: discountPercent(row.price_cents, row.old_price_cents),
    at: new Date(row.at).toISOString(),
    by: { id: row.changed_by, name: row.user_name, role: row.user_role },
  };
}
