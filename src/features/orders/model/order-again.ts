import type { CartItem } from '@/contracts/cart';
import type { Item } from '@/contracts/catalog';
import { gramsOf, isWeightOption } from '@/contracts/line-pricing';
import type { Order, OrderLine } from '@/contracts/order';

/** Why a past line cannot go back in the cart as it was ordered. */
export type Unavailable =
  | { name: string; reason: 'gone' | 'stock' }
  | { name: string; reason: 'weight'; weight: number }
  | { name: string; reason: 'option'; option: string };

export type Reorder = { lines: CartItem[]; unavailable: Unavailable[] };

function unavailable(line: OrderLine, item: Item | undefined): Unavailable | undefined {
  const name = item?.name ?? line.name;
  // Unpublished items are not in the shop's list at all.
  if (!item) return { name, reason: 'gone' };
  if (!item.in_stock) return { name, reason: 'stock' };
  if (line.weight !== null && !isWeightOption(item.weight_options, gramsOf(line.weight))) {
    return { name, reason: 'weight', weight: line.weight };
  }
  // A line without a weight of an item now sold by weight goes back as it was: the cart says
  // what the shop takes it for (pieces of 1 kg, or its default weight), as for any old line.
  const gone = line.options.find((option) => !item.options.some((now) => now.id === option.id));
  if (gone) return { name, reason: 'option', option: gone.name };
  return undefined;
}

/**
 * A past order's lines as cart lines, checked against the shop today (`items`: every
 * published item): today's name, price and picture, the same weight and choices with today's
 * deltas; a line whose item is gone or out of stock, or whose weight or a choice is no longer
 * offered, is left out and named, rather than put back as something else.
 */
export function reorderLines(order: Order, items: readonly Item[]): Reorder {
  const byId = new Map(items.map((item) => [item.id, item]));
  const reorder: Reorder = { lines: [], unavailable: [] };
  for (const line of order.items) {
    const item = byId.get(line.item_id);
    const problem = unavailable(line, item);
    if (problem || !item) {
      reorder.unavailable.push(problem ?? { name: line.name, reason: 'gone' });
      continue;
    }
    const chosen = new Set(line.options.map((option) => option.id));
    reorder.lines.push({
      id: item.id,
      qty: line.qty,
      name: item.name,
      price: item.price,
      image: item.image,
      unit: item.unit,
      ...(line.weight === null ? {} : { weight: line.weight }),
      ...(chosen.size > 0
        ? {
            options: item.options
              .filter((option) => chosen.has(option.id))
              .map(({ id, group, name, price_delta }) => ({ id, group, name, price_delta })),
          }
        : {}),
    });
  }
  return reorder;
}
