import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import type { Locale } from '@/lib/i18n/locales';
import { egp } from '@/server/money';
import type { ZoneRow } from './zone-repository';

/** A zone as staff see it: the public fields in the caller's language, and both languages. */
export function toStaffZone(row: ZoneRow, locale: Locale): StaffDeliveryZone {
  const ar = locale === 'ar';
  return {
    id: row.id,
    area: ar ? row.area_ar : row.area_en,
    fee: egp(row.fee_cents),
    min_order: egp(row.min_order_cents),
    eta: ar ? row.eta_ar : row.eta_en,
    is_active: row.active === 1,
    area_ar: row.area_ar,
    area_en: row.area_en,
    eta_ar: row.eta_ar,
    eta_en: row.eta_en,
  };
}
