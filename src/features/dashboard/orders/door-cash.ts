import type { Order } from '@/contracts/order';

/**
 * What changes hands at the door: the order's total less the cash the shop owes its shopper
 * (an accepted complaint's cash refund, carried by this order as `cash_back`). Negative when
 * the shop owes more than the order costs: the driver then hands the difference over. In
 * piastres first, so 0.1 + 0.2 never shows as 0.30000000000000004.
 */
export function doorCash(order: Pick<Order, 'total' | 'cash_back'>): {
  kind: 'collect' | 'hand_back';
  amount: number;
} {
  const piastres = Math.round(order.total * 100) - Math.round(order.cash_back * 100);
  return piastres >= 0
    ? { kind: 'collect', amount: piastres / 100 }
    : { kind: 'hand_back', amount: -piastres / 100 };
}
