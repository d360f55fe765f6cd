import { keptPerUnit, keptStock } from './stock-units';

/*
 * How much of an item one order may take (docs/security.md, "Order budget"), shared by the
 * server, which refuses, and the product page and cart, which do not offer more. Plain
 * functions over whole kept units, no zod: the cart reads them on first load. A kept unit is
 * what the item's stock is kept in (stock-units.ts): a piece (bird, tray, pack), or a gram for
 * an item sold by the kg, so a line takes exactly what it holds.
 */

/**
 * The most an account's open orders may hold of an item, the order being placed included:
 * `percent` of the stock as it would be without them (`stock` on the shelf before this order,
 * plus the `held` units their open orders took), rounded up. Counting what the account holds
 * keeps a second order from taking half of what the first left; at least `least` (one piece:
 * the heaviest bird a line of a weighed item asks for, or one kg), so the last one on the shelf
 * is still for sale.
 */
export function shareCap(percent: number, stock: number, held: number, least = 1): number {
  return Math.max(least, Math.ceil((percent * (stock + held)) / 100));
}

/** What limits one item in one order, in kept units. */
export interface ItemLimits {
  /** The most per order staff set for the item, or null for none. */
  maxPerOrder: number | null;
  /**
   * A customer's share (staff are not limited): the percent, the stock before this order and
   * what the account's open orders hold of the item; `least`: the share's floor (shareCap).
   */
  share?: { percent: number; stock: number; held: number; least?: number };
}

/** The most kept units this order may take of the item; 0 or less when it may take none. */
export function orderAllowance({ maxPerOrder, share }: ItemLimits): number {
  const byShare = share
    ? shareCap(share.percent, share.stock, share.held, share.least) - share.held
    : Number.POSITIVE_INFINITY;
  return Math.min(maxPerOrder ?? Number.POSITIVE_INFINITY, byShare);
}

/**
 * The most a cart line may ask for: what the shelf holds and the item's most per order allow
 * (both in the item's sale unit, as the API gives them), less what the cart's other lines of
 * the item take (`otherKept`, kept units), counted in the line's own pieces when it is sold by
 * weight. The share of an account's open orders is the server's to count: only it knows those
 * orders.
 */
export function lineQtyCap(
  item: { stock: number; max_per_order: number | null; unit_code: string },
  weightGrams: number | null,
  otherKept = 0,
): number {
  const most = Math.min(item.stock, item.max_per_order ?? Number.POSITIVE_INFINITY);
  const kept = keptStock(item.unit_code, most) - otherKept;
  if (kept <= 0) return 0;
  const perPiece = weightGrams ?? keptPerUnit(item.unit_code);
  return Math.floor(kept / perPiece);
}
