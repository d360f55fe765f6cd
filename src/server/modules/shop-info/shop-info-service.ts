import type { Contact } from '@/contracts/contact';
import type { Branch, DeliveryCharge } from '@/contracts/shop-info';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/database';
import { egp } from '@/server/money';
import { activeZoneRows, branchRows, contactRows } from './shop-info-repository';

/** Branches, contacts and delivery zones: the shop's reference lists, localised. */
export async function listBranches(db: Db, locale: Locale): Promise<Branch[]> {
  const rows = await branchRows(db);
  const ar = locale === 'ar';
  return rows.map((row) => ({
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    address: ar ? row.address_ar : row.address_en,
    phone: row.phone,
    hours: ar ? row.hours_ar : row.hours_en,
    lat: row.lat,
    lng: row.lng,
  }));
}

export async function listContacts(db: Db, locale: Locale): Promise<Contact[]> {
  const rows = await contactRows(db);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    value: row.value,
    label: locale === 'ar' ? row.label_ar : row.label_en,
  }));
}

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
