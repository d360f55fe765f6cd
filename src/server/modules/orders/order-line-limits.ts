import { orderAllowance } from '@/contracts/stock-limits';
import { keptPerUnit, soldStock } from '@/contracts/stock-units';
import type { Locale } from '@/lib/i18n/locales';
import type { Db } from '@/server/db/db-types';
import type { Role } from '@/server/db/schema';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import type { Message } from '@/server/i18n/translate';
import { unitAfter } from '@/server/i18n/unit-words';
import { limits } from '@/server/rate-limit/attempt-limits';
import { isBudgeted } from './order-budget';
import type { PricedLine } from './order-lines';
import type { OrderableItem } from '@/server/modules/catalog';
import { stockOfItems } from '@/server/modules/inventory';
import { heldByOpenOrders } from './order-repository';

/**
 * This order's take of one item: the lines that ask for it, the kept units they take, and the
 * largest one piece of them (a bird of 1.5 kg is 1500 g; a piece is one).
 */
interface ItemTake {
  item: OrderableItem;
  indexes: number[];
  units: number;
  piece: number;
}

function takesByItem(lines: readonly PricedLine[]): Map<number, ItemTake> {
  const takes = new Map<number, ItemTake>();
  for (const line of lines) {
    const take = takes.get(line.item.id) ?? { item: line.item, indexes: [], units: 0, piece: 0 };
    take.indexes.push(line.index);
    take.units += line.stockTaken;
    take.piece = Math.max(take.piece, line.weightGrams ?? keptPerUnit(line.item.unit_code));
    takes.set(line.item.id, take);
  }
  return takes;
}

/**
 * Why a line is refused, saying what the shopper can still order of the item, in its sale unit
 * (`allowance` and `heldKept` are kept units: grams of an item sold by the kg).
 */
function refusal(take: ItemTake, allowance: number, heldKept: number, locale: Locale): Message {
  const { item } = take;
  const name = locale === 'ar' ? item.name_ar : item.name_en;
  const max = soldStock(item.unit_code, Math.max(0, allowance));
  const unit = unitAfter(locale, item.unit_code, max);
  // The item's own most per order, or the share of an account that holds none of it yet.
  if (heldKept === 0 || allowance === item.max_per_order) {
    return { key: 'validation.max_per_order', params: { max, unit, name } };
  }
  const held = soldStock(item.unit_code, heldKept);
  const heldWords = { held, held_unit: unitAfter(locale, item.unit_code, held), name };
  return max > 0
    ? { key: 'validation.stock_share_held', params: { ...heldWords, max, unit } }
    : { key: 'validation.stock_share_reached', params: heldWords };
}

/**
 * The line limits of the order budget (docs/security.md, "Order budget"), once this order's
 * stock is taken (a shopper asking for more than there is hears that first): of each item, the
 * order may take no more than the item's most per order, and the account's open orders with
 * this one may hold no more than their share of the item's stock (stock-limits.ts). Read in
 * the order's transaction after the account's row is locked and after this order's guarded
 * decrements, so the item rows are this transaction's own: the stock before the order is what
 * is left plus what it took. Every line of an item over its limit is named (409); the
 * transaction then rolls back, giving the stock and the slot's place back. Staff are not
 * limited, as in the rest of the budget.
 */
export async function assertLineLimits(
  trx: Db,
  orderer: { userId: number; role: Role },
  lines: readonly PricedLine[],
  locale: Locale,
): Promise<void> {
  if (!isBudgeted(orderer.role)) return;
  const takes = takesByItem(lines);
  const percent = limits().orders.stockSharePercent;
  // At 100 % the share never refuses (no order takes more than the shelf holds): no reads.
  const counted = percent < 100;
  const ids = [...takes.keys()];
  const [held, stock] = counted
    ? await Promise.all([heldByOpenOrders(trx, orderer.userId, ids), stockOfItems(trx, ids)])
    : [new Map<number, number>(), new Map<number, number>()];

  const errors: FieldErrors = {};
  for (const [id, take] of takes) {
    const holds = held.get(id) ?? 0;
    const share = counted
      ? {
          percent,
          stock: (stock.get(id) ?? 0) + take.units,
          held: holds,
          // One piece (the last bird on the shelf, whatever it weighs) or one kg, at least.
          least: Math.max(take.piece, keptPerUnit(take.item.unit_code)),
        }
      : undefined;
    const allowance = orderAllowance({ maxPerOrder: take.item.max_per_order, share });
    if (take.units <= allowance) continue;
    const reason = refusal(take, allowance, holds, locale);
    for (const index of take.indexes) errors[`items.${index}.qty`] = reason;
  }
  if (Object.keys(errors).length > 0) {
    throw new AppError('conflict', { message: 'error.line_limit', errors });
  }
}
