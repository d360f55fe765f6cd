import { contactValueProblem, type Contact } from '@/contracts/contact';
import type { ShopFacts } from '@/contracts/shop-content';
import type { Branch } from '@/contracts/shop-info';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import { listFeatures } from '@/server/modules/catalog';
import { branchRows, contactRows, shopFactsRow } from './shop-info-repository';

type ContactRow = Awaited<ReturnType<typeof contactRows>>[number];

/** Branches and contacts: the shop's reference lists, localised. */
/** Every branch keeps the shop's one set of hours (shop_facts): they cannot disagree. */
export async function listBranches(db: Db, locale: Locale): Promise<Branch[]> {
  const [rows, facts] = await Promise.all([branchRows(db), shopFactsRow(db)]);
  const ar = locale === 'ar';
  return rows.map((row) => ({
    id: row.id,
    name: ar ? row.name_ar : row.name_en,
    address: ar ? row.address_ar : row.address_en,
    phone: row.phone,
    hours: ar ? facts.hours_ar : facts.hours_en,
    lat: row.lat,
    lng: row.lng,
  }));
}

/**
 * An address reads in the page's language; most values (numbers, links) are the same. An
 * Arabic value that does not fit the contact's type (saved before the rule held for it too)
 * is never linked: Arabic pages show the checked `value` instead.
 */
function localValue(row: ContactRow, locale: Locale): string {
  const arabic = locale === 'ar' ? row.value_ar : null;
  return arabic !== null && contactValueProblem(row.type, arabic) === undefined
    ? arabic
    : row.value;
}

export async function listContacts(db: Db, locale: Locale): Promise<Contact[]> {
  const rows = await contactRows(db);
  return rows.map((row) => ({
    id: row.id,
    type: row.type,
    value: localValue(row, locale),
    label: locale === 'ar' ? row.label_ar : row.label_en,
  }));
}

/** GET /shop/facts: what every page's footer shows, in one answer (shop-content.ts). */
export async function shopFacts(db: Db, locale: Locale): Promise<ShopFacts> {
  const [facts, promises, contacts] = await Promise.all([
    shopFactsRow(db),
    listFeatures(db, locale),
    listContacts(db, locale),
  ]);
  const ar = locale === 'ar';
  return {
    hours: ar ? facts.hours_ar : facts.hours_en,
    about: ar ? facts.about_ar : facts.about_en,
    area: ar ? facts.area_ar : facts.area_en,
    promises,
    contacts,
  };
}
