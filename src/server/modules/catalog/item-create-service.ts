import { centsOf } from '@/contracts/item-pricing';
import type { ItemCreateValues, StaffItem } from '@/contracts/staff-catalog';
import { keptStock } from '@/contracts/stock-units';
import { searchBodyColumn, searchNameColumn } from '@/contracts/search-text';
import { catalogueChanged } from '@/server/cache';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { isUniqueViolation } from '@/server/db/db-errors';
import type { ItemRow, NewItem } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError } from '@/server/errors/app-error';
import { recordStaffWrite } from '@/server/modules/audit';
import { searchIndexChanged } from './search-index';
import { setStock } from '@/server/modules/inventory';
import { freeSlug, slugBase } from './item-slug';
import { saveOptions } from './item-option-repository';
import { optionsSummary, plannedOptions, weightsAfter } from './item-options';
import { insertPriceChange } from './price-history-repository';
import { auditView, type StaffActor } from './staff-item-audit';
import { getStaffItem } from './staff-item-service';
import { categoryPicture, insertItemRow, slugsLike } from './staff-item-repository';

/** Two products named alike at the same moment may pick one slug: the loser tries again. */
const SLUG_ATTEMPTS = 4;

/** The row to insert; the columns the audit reads are spelled out, not left to defaults. */
type NewItemRow = NewItem &
  Pick<ItemRow, 'old_price_cents' | 'published' | 'is_live' | 'weight_options' | 'max_per_order'>;

function newItemRow(body: ItemCreateValues, slug: string, picture: string, at: number): NewItemRow {
  return {
    category_id: body.category_id,
    slug,
    name_en: body.name_en,
    name_ar: body.name_ar,
    description_en: body.description_en,
    description_ar: body.description_ar,
    price_cents: centsOf(body.price),
    old_price_cents:
      body.old_price === undefined || body.old_price === null ? null : centsOf(body.old_price),
    unit_code: body.unit_code,
    // The category's picture until the seller uploads the product's own; no gallery yet.
    image: picture,
    images: '[]',
    rating: 0,
    reviews_count: 0,
    // The sale unit the seller typed (kg, or pieces) as the stock is kept (grams, or pieces).
    stock: keptStock(body.unit_code, body.stock),
    is_live: body.is_live ? 1 : 0,
    weight_options: weightsAfter('[]', body.unit_code, body.weight_options),
    max_per_order:
      body.max_per_order === null ? null : keptStock(body.unit_code, body.max_per_order),
    published: body.is_published ? 1 : 0,
    views: 0,
    orders_count: 0,
    search_name: searchNameColumn(body.name_en, body.name_ar),
    search_body: searchBodyColumn(body.description_en, body.description_ar),
    created_at: at,
    updated_at: at,
  };
}

/**
 * POST /admin/items/new, in one transaction: the item under a slug of its English name that no
 * other item has, its first price in its history, and the audit record.
 */
export async function createStaffItem(
  db: Db,
  body: ItemCreateValues,
  actor: StaffActor,
): Promise<StaffItem> {
  const at = now();
  const base = slugBase(body.name_en);
  for (let attempt = 1; ; attempt += 1) {
    try {
      const id = await inTransaction(db, async (trx) => {
        const picture = await categoryPicture(trx, body.category_id);
        if (picture === undefined) {
          throw AppError.field('category_id', 'validation.unknown_category');
        }
        const row = newItemRow(body, freeSlug(base, await slugsLike(trx, base)), picture, at);
        // The opening stock is set by inventory, the one writer of stock (ADR 0020).
        const itemId = await insertItemRow(trx, { ...row, stock: 0 });
        await setStock(trx, itemId, row.stock);
        // A new item has no options yet: an `id` in the list names none of its own (400).
        const options = plannedOptions(itemId, [], body.options);
        await saveOptions(trx, itemId, [], options);
        await insertPriceChange(trx, {
          itemId,
          priceCents: row.price_cents,
          oldPriceCents: row.old_price_cents,
          userId: actor.userId,
          at,
        });
        await recordStaffWrite(trx, {
          userId: actor.userId,
          role: actor.role,
          action: 'item.create',
          entity: 'item',
          entityId: itemId,
          before: {},
          after: {
            slug: row.slug,
            ...auditView(row),
            options: optionsSummary(options),
          },
          at,
        });
        return itemId;
      });
      searchIndexChanged();
      catalogueChanged();
      return await getStaffItem(db, id, actor.locale);
    } catch (error) {
      if (attempt < SLUG_ATTEMPTS && isUniqueViolation(error)) continue;
      throw error;
    }
  }
}
