import { GRAMS_PER_KG } from './line-pricing';

/*
 * How much of an item one order may take (docs/security.md, "Order budget"), shared by the
 * server, which refuses, and the product page and cart, which do not offer more. Plain
 * functions over whole stock units, no zod: the cart reads them on first load. A stock unit is
 * what the item's stock counts: a piece (bird, tray, pack), or a kg for an item sold by the kg.
 */

/**
 * The stock units a line takes: its quantity, or for a line sold by weight the kg ordered
 * rounded up (3 × 1.75 kg takes 6), as the order keeps it (order_lines.stock_taken).
 */
export function stockUnitsOf(weightGrams: number | null, qty: number): number {
  return weightGrams === null ? qty : Math.ceil((weightGrams * qty) / GRAMS_PER_KG);
}

/**
 * The most an account's open orders may hold of an item, the order being placed included:
 * `percent` of the stock as it would be without them (`stock` on the shelf before this order,
 * plus the `held` units their open orders took), rounded up. Counting what the account holds
 * keeps a second order from taking half of what the first left; at least 1, so the last one
 * on the shelf is still for sale.
 */
export function shareCap(percent: number, stock: number, held: number): number {
  return Math.max(1, Math.ceil((percent * (stock + held)) / 100));
}

/** What limits one item in one order. */
export interface ItemLimits {
  /** The most per order staff set for the item (stock units), or null for none. */
  maxPerOrder: number | null;
  /**
   * A customer's share (staff are not limited): the percent, the stock before this order and
   * what the account's open orders hold of the item.
   */
  share?: { percent: number; stock: number; held: number };
}

/** The most stock units this order may take of the item; 0 or less when it may take none. */
export function orderAllowance({ maxPerOrder, share }: ItemLimits): number {
  const byShare = share
    ? shareCap(share.percent, share.stock, share.held) - share.held
    : Number.POSITIVE_INFINITY;
  return Math.min(maxPerOrder ?? Number.POSITIVE_INFINITY, byShare);
}

/**
 * The most a cart line may ask for: what the shelf holds and the item's most per order allow,
 * less what the cart's other lines of the item take (`otherUnits`), counted in the line's own
 * pieces when it is sold by weight (ceil(kg) ≤ units exactly when kg ≤ units). The share of an
 * account's open orders is the server's to count: only it knows those orders.
 */
export function lineQtyCap(
  item: { stock: number; max_per_order: number | null },
  weightGrams: number | null,
  otherUnits = 0,
): number {
  const units = Math.min(item.stock, item.max_per_order ?? Number.POSITIVE_INFINITY) - otherUnits;
  if (units <= 0) return 0;
  if (weightGrams === null) return units;
  return Math.floor((units * GRAMS_PER_KG) / weightGrams);
}
