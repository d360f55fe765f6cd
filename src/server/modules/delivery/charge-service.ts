import type { DeliveryCharge } from '@/contracts/shop-info';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { egp } from '@/server/money';
import { activeZoneRows } from './zone-repository';

/** GET /app_settings/delivery_charges: the zones the shop delivers to now, localised. */
export async function listDeliveryZones(db: Db, locale: Locale): Promise<DeliveryCharge[]> {
  const rows = await activeZoneRows(db);
  const ar = locale === 'ar';
  return rows.map((row) => ({
    id: row.id,
    area: ar ? row.area_ar : row.area_en,
    fee: egp(row.fee_cents),
    min_order: egp(row.min_order_cents),
    eta: ar ? row.eta_ar : row.eta_en,
  }));
}
