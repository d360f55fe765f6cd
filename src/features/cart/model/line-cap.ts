import { cartLineKey, MAX_CART_QTY, type CartItem } from '@/contracts/cart';
import { gramsOf } from '@/contracts/line-pricing';
import { lineQtyCap, stockUnitsOf } from '@/contracts/stock-limits';

type LineKey = Pick<CartItem, 'id' | 'shop' | 'weight' | 'options'>;

const gramsOfLine = (line: Pick<CartItem, 'weight'>) =>
  line.weight === undefined ? null : gramsOf(line.weight);

/**
 * The most a cart line may hold, as the shop will take it (stock-limits.ts): the stock and the
 * item's most per order, in the line's pieces when it is sold by weight, less what the cart's
 * other lines of the item (another weight, other choices) take; never above the cart's cap.
 * A demo shop's line shares nothing with the real item of its id.
 */
export function cartLineCap(
  cart: readonly CartItem[],
  line: LineKey,
  item: { stock: number; max_per_order?: number | null },
): number {
  const key = cartLineKey(line);
  const others = cart
    .filter(
      (other) =>
        !line.shop &&
        !other.shop &&
        String(other.id) === String(line.id) &&
        cartLineKey(other) !== key,
    )
    .reduce((sum, other) => sum + stockUnitsOf(gramsOfLine(other), other.qty), 0);
  const limits = { stock: item.stock, max_per_order: item.max_per_order ?? null };
  return Math.min(lineQtyCap(limits, gramsOfLine(line), others), MAX_CART_QTY);
}
