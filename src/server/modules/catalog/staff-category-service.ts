import type { StaffCategory } from '@/contracts/staff-category';
import type { Locale } from '@/lib/i18n/locales';
import { catalogueChanged } from '@/server/cache';
import { searchIndexChanged } from './search-index';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite, type AuditFields } from '@/server/modules/audit';
import {
  findCategoryRow,
  listStaffCategories,
  updateCategoryRow,
  type StaffCategoryRecord,
} from './staff-category-repository';

const EDITABLE = ['name_ar', 'name_en', 'sort_order'] as const;
type Editable = (typeof EDITABLE)[number];
export type CategoryChange = Partial<
  Record<'name_ar' | 'name_en', string> & { sort_order: number }
>;

/** The fields of `change` that differ from what the category holds: the update, and its audit. */
function changedFields(
  row: Record<Editable, string | number>,
  change: CategoryChange,
): CategoryChange {
  const update: CategoryChange = {};
  if (change.name_ar !== undefined && change.name_ar !== row.name_ar)
    update.name_ar = change.name_ar;
  if (change.name_en !== undefined && change.name_en !== row.name_en)
    update.name_en = change.name_en;
  if (change.sort_order !== undefined && change.sort_order !== row.sort_order) {
    update.sort_order = change.sort_order;
  }
  return update;
}

function toStaffCategory(row: StaffCategoryRecord, locale: Locale): StaffCategory {
  return { ...row, name: locale === 'ar' ? row.name_ar : row.name_en };
}

export async function staffCategories(db: Db, locale: Locale): Promise<StaffCategory[]> {
  return (await listStaffCategories(db)).map((row) => toStaffCategory(row, locale));
}

async function staffCategory(db: Db, id: number, locale: Locale): Promise<StaffCategory> {
  const [row] = await listStaffCategories(db, id);
  if (!row) throw AppError.notFound();
  return toStaffCategory(row, locale);
}

/**
 * POST /admin/categories/{id}: new names or position, kept in the audit log in the same
 * transaction (only the fields that really change). The slug stays, so links to the category
 * keep working. Search finds items by their category's names too, so its index is read again
 * (searchIndexChanged); the shop's category lists and item answers are cached, hence
 * catalogueChanged().
 */
export async function updateCategory(
  db: Db,
  id: number,
  change: CategoryChange,
  by: { userId: number; role: Role; locale: Locale },
): Promise<StaffCategory> {
  const changed = await inTransaction(db, async (trx) => {
    const row = await findCategoryRow(trx, id);
    if (!row) throw AppError.notFound();
    const update = changedFields(row, change);
    const before: AuditFields = {};
    for (const field of EDITABLE) if (field in update) before[field] = row[field];
    if (Object.keys(update).length === 0) return false;
    await updateCategoryRow(trx, id, update);
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'category.update',
      entity: 'category',
      entityId: id,
      before,
      after: update,
      at: now(),
    });
    return true;
  });
  // Menus, category pages, every item's category_name and search follow the new names at once.
  if (changed) {
    searchIndexChanged();
    catalogueChanged();
  }
  return staffCategory(db, id, by.locale);
}
