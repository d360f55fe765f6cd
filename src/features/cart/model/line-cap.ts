import { cartLineKey, MAX_CART_QTY, type CartItem } from '@/contracts/cart';
import { sameCatalogueItem } from '@/contracts/cart-demo-lines';
import { gramsOf } from '@/contracts/line-pricing';
import { lineQtyCap } from '@/contracts/stock-limits';
import { stockTakenBy } from '@/contracts/stock-units';

type LineKey = Pick<CartItem, 'id' | 'shop' | 'weight' | 'options'>;

const gramsOfLine = (line: Pick<CartItem, 'weight'>) =>
  line.weight === undefined ? null : gramsOf(line.weight);

/**
 * The most a cart line may hold, as the shop will take it (stock-limits.ts): the stock and the
 * item's most per order (in its sale unit: kg to the gram for an item sold by the kg), in the
 * line's pieces when it is sold by weight, less exactly what the cart's other lines of the item
 * (another weight, other choices) take; never above the cart's cap. A demo shop's line shares
 * nothing with the real item of its id; an item without a unit (a demo one) counts pieces.
 */
export function cartLineCap(
  cart: readonly CartItem[],
  line: LineKey,
  item: { stock: number; max_per_order?: number | null; unit_code?: string },
): number {
  const key = cartLineKey(line);
  const unitCode = item.unit_code ?? 'piece';
  const others = cart
    .filter((other) => sameCatalogueItem(line, other) && cartLineKey(other) !== key)
    .reduce((sum, other) => sum + stockTakenBy(unitCode, gramsOfLine(other), other.qty), 0);
  const limits = {
    stock: item.stock,
    max_per_order: item.max_per_order ?? null,
    unit_code: unitCode,
  };
  return Math.min(lineQtyCap(limits, gramsOfLine(line), others), MAX_CART_QTY);
}
