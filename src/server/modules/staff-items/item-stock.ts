import type { ItemUpdateValues } from '@/contracts/staff-catalog';
import {
  isWeighedStock,
  keptAfterUnitChange,
  keptStock,
  stockAmountProblems,
} from '@/contracts/stock-units';
import type { Db } from '@/server/db/db-types';
import type { UnitCode } from '@/server/db/schema';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import type { StaffItemRecord } from './staff-item-repository';

/*
 * An item's stock through a staff edit (ADR 0018): staff type it in the item's sale unit (kg to
 * the gram, or whole pieces) and it is kept in grams or pieces.
 */

/** A most per order carried over a change of unit: the same figure, at least one kept unit. */
function mostAfterUnitChange(from: UnitCode, to: UnitCode, kept: number | null): number | null {
  return kept === null ? null : Math.max(1, keptAfterUnitChange(from, to, kept));
}

/**
 * The stock and most per order kept after an edit: what staff sent, in the unit the item will
 * have (a 400 when that unit cannot hold it: 2.5 birds), or what it had, carried over a change
 * of unit as the same figure the seller read (3 kg become 3 birds).
 */
export function stockAfterEdit(
  row: Pick<StaffItemRecord, 'unit_code' | 'stock' | 'max_per_order'>,
  body: Pick<ItemUpdateValues, 'stock' | 'max_per_order'>,
  unitCode: UnitCode,
): { stock: number; max_per_order: number | null } {
  const errors: FieldErrors = {};
  for (const [field, key] of Object.entries(stockAmountProblems(unitCode, body))) {
    errors[field] = { key };
  }
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  const most = body.max_per_order;
  return {
    stock:
      body.stock === undefined
        ? keptAfterUnitChange(row.unit_code, unitCode, row.stock)
        : keptStock(unitCode, body.stock),
    max_per_order:
      most === undefined
        ? mostAfterUnitChange(row.unit_code, unitCode, row.max_per_order)
        : most === null
          ? null
          : keptStock(unitCode, most),
  };
}

/**
 * When an item starts or stops being sold by the kg, what its order lines took is rescaled
 * with its stock (grams ↔ pieces), so cancelling an order placed before gives back the same
 * figure the stock moved by. Integer division rounds down on both engines, as the stock does.
 */
export async function rescaleTakenStock(
  trx: Db,
  itemId: number,
  from: UnitCode,
  to: UnitCode,
): Promise<void> {
  if (isWeighedStock(from) === isWeighedStock(to)) return;
  const factor = keptStock('kg', 1);
  await trx
    .updateTable('order_lines')
    .set((eb) => ({
      stock_taken: isWeighedStock(to)
        ? eb('stock_taken', '*', factor)
        : eb('stock_taken', '/', factor),
    }))
    .where('item_id', '=', itemId)
    .execute();
}
