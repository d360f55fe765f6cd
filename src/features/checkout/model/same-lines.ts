import type { CartItem } from '@/contracts/cart';
import type { OrderBody } from './idempotency-key';

const lineOf = (id: unknown, qty: number, weight: number | undefined, options: number[]) =>
  JSON.stringify([Number(id), qty, weight ?? null, [...options].sort((a, b) => a - b)]);

/**
 * Whether the cart still holds exactly the lines of an order (as order-body.ts builds them).
 * A queued order accepted later empties the cart only then: a cart the shopper has changed
 * since is a new order in the making and is left alone.
 */
export function cartIsOrder(cart: CartItem[], body: OrderBody): boolean {
  if (cart.length !== body.items.length) return false;
  const inCart = cart
    .map((line) =>
      lineOf(
        line.id,
        line.qty,
        line.weight,
        (line.options ?? []).map((o) => o.id),
      ),
    )
    .sort();
  const ordered = body.items
    .map((line) => lineOf(line.item_id, line.qty, line.weight, line.option_ids))
    .sort();
  return inCart.every((line, index) => line === ordered[index]);
}
