import { centsOf, oldPriceProblem, pricesAfterEdit } from '@/contracts/item-pricing';
import type { PriceChange, StaffItem, ItemUpdateValues } from '@/contracts/staff-catalog';
import type { Locale } from '@/lib/i18n/locales';
import { normalizeSearchText, searchBodyColumn, searchNameColumn } from '@/contracts/search-text';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite } from '@/server/modules/audit';
import { categoryExists } from './category-repository';
import { liveOptions, optionsOfItems, saveOptions } from './item-option-repository';
import { searchIndexChanged } from './search-index';
import { rescaleTakenStock, setStock, stockAfterEdit } from '@/server/modules/inventory';
import { optionsSummary, plannedOptions, weightsAfter } from './item-options';
import { insertPriceChange, listPriceChanges } from './price-history-repository';
import { auditView, changedFields, type StaffActor } from './staff-item-audit';
import { toPriceChange, toStaffItem } from './staff-item-mapper';
import {
  findStaffItemRow,
  listStaffItemRows,
  lockStaffItemRow,
  updateItemRow,
  type StaffItemRecord,
} from './staff-item-repository';

export interface StaffItemsFilter {
  q?: string;
  category_id?: number;
  published?: boolean;
}

/** GET /admin/items: every item, published or not, narrowed by words, category, publishing. */
export async function listStaffItems(
  db: Db,
  filter: StaffItemsFilter,
  locale: Locale,
  page: { limit: number; offset: number },
): Promise<{ items: StaffItem[]; total: number }> {
  const q = filter.q?.trim() || undefined;
  const { rows, total } = await listStaffItemRows(
    db,
    {
      q,
      folded: q ? normalizeSearchText(q) : undefined,
      categoryId: filter.category_id,
      published: filter.published,
    },
    page,
  );
  const options = await optionsOfItems(
    db,
    rows.map((row) => row.id),
  );
  return { items: rows.map((row) => toStaffItem(row, locale, options.get(row.id))), total };
}

/** One item as staff see it, or 404. */
export async function getStaffItem(db: Db, id: number, locale: Locale): Promise<StaffItem> {
  const row = await findStaffItemRow(db, id);
  if (!row) throw AppError.notFound('error.item_not_found');
  return toStaffItem(row, locale, await liveOptions(db, id));
}

/** GET /admin/items/{id}/prices: the item's prices, newest first. */
export async function itemPriceHistory(
  db: Db,
  id: number,
  page: { limit: number; offset: number },
): Promise<{ changes: PriceChange[]; total: number }> {
  if (!(await findStaffItemRow(db, id))) throw AppError.notFound('error.item_not_found');
  const { rows, total } = await listPriceChanges(db, id, page);
  return { changes: rows.map(toPriceChange), total };
}

/** The row as it will be once `body` is applied (prices by pricesAfterEdit). */
function edited(row: StaffItemRecord, body: ItemUpdateValues): StaffItemRecord {
  const prices = pricesAfterEdit(
    { priceCents: row.price_cents, oldPriceCents: row.old_price_cents },
    {
      priceCents: body.price === undefined ? undefined : centsOf(body.price),
      oldPriceCents:
        body.old_price === undefined || body.old_price === null
          ? body.old_price
          : centsOf(body.old_price),
    },
  );
  // An old price sent must stand beside the price the item will have (sent or kept).
  if (body.old_price !== undefined && prices.oldPriceCents !== null) {
    const problem = oldPriceProblem(prices.priceCents, prices.oldPriceCents);
    if (problem) throw AppError.field('old_price', problem);
  }
  const unitCode = body.unit_code ?? row.unit_code;
  const stock = stockAfterEdit(row, body, unitCode);
  return {
    ...row,
    weight_options: weightsAfter(row.weight_options, unitCode, body.weight_options),
    name_en: body.name_en ?? row.name_en,
    name_ar: body.name_ar ?? row.name_ar,
    description_en: body.description_en ?? row.description_en,
    description_ar: body.description_ar ?? row.description_ar,
    category_id: body.category_id ?? row.category_id,
    unit_code: unitCode,
    price_cents: prices.priceCents,
    old_price_cents: prices.oldPriceCents,
    stock: stock.stock,
    published: body.is_published === undefined ? row.published : body.is_published ? 1 : 0,
    is_live: body.is_live === undefined ? row.is_live : body.is_live ? 1 : 0,
    max_per_order: stock.max_per_order,
  };
}

/**
 * POST /admin/items/{id}, in one transaction: the item's new fields, its search columns, a
 * price change in its history and the audit record commit together, or nothing does. Fields
 * sent as they already are change nothing and leave no record.
 */
export async function updateStaffItem(
  db: Db,
  id: number,
  body: ItemUpdateValues,
  actor: StaffActor,
): Promise<StaffItem> {
  const at = now();
  const changed = await inTransaction(db, async (trx) => {
    const row = await lockStaffItemRow(trx, id);
    if (!row) throw AppError.notFound('error.item_not_found');
    if (body.category_id !== undefined && !(await categoryExists(trx, body.category_id))) {
      throw AppError.field('category_id', 'validation.unknown_category');
    }
    const current = await liveOptions(trx, id);
    const planned = body.options && plannedOptions(id, current, body.options);
    const next = edited(row, body);
    const diff = changedFields(
      { ...auditView(row), options: optionsSummary(current) },
      { ...auditView(next), options: optionsSummary(planned ?? current) },
    );
    if (!diff) return undefined;
    await updateItemRow(trx, id, {
      name_en: next.name_en,
      name_ar: next.name_ar,
      description_en: next.description_en,
      description_ar: next.description_ar,
      category_id: next.category_id,
      unit_code: next.unit_code,
      price_cents: next.price_cents,
      old_price_cents: next.old_price_cents,
      published: next.published,
      is_live: next.is_live === 1 ? 1 : 0,
      weight_options: next.weight_options,
      max_per_order: next.max_per_order,
      search_name: searchNameColumn(next.name_en, next.name_ar),
      search_body: searchBodyColumn(next.description_en, next.description_ar),
      updated_at: at,
    });
    if (planned) await saveOptions(trx, id, current, planned);
    await setStock(trx, id, next.stock);
    await rescaleTakenStock(trx, id, row.unit_code, next.unit_code);
    if ('price' in diff.after || 'old_price' in diff.after) {
      await insertPriceChange(trx, {
        itemId: id,
        priceCents: next.price_cents,
        oldPriceCents: next.old_price_cents,
        userId: actor.userId,
        at,
      });
    }
    await recordStaffWrite(trx, {
      userId: actor.userId,
      role: actor.role,
      action: 'item.update',
      entity: 'item',
      entityId: id,
      ...diff,
      at,
    });
    return diff;
  });
  if (changed) {
    // Search matches names and sorts by price: the next search reads the catalogue again.
    searchIndexChanged();
    catalogueChanged();
  }
  return getStaffItem(db, id, actor.locale);
}
