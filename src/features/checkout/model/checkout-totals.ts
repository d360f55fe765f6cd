import type { DeliveryCharge } from '@/contracts/shop-info';

export type CheckoutTotals = {
  subtotal: number;
  /** Undefined until a delivery zone is known. */
  delivery: number | undefined;
  /** The shopper's credit taken off: at most subtotal + delivery, 0 for none. */
  credit: number;
  /** subtotal + delivery − credit: never below 0. */
  total: number;
  /** The zone's minimum subtotal (0 for none) and how much is still missing to reach it. */
  minimum: number;
  shortBy: number;
};

const cents = (amount: number) => Math.round(amount * 100);

/**
 * What the shopper will pay, summed in whole piastres as the backend does, so 0.1 + 0.2
 * never shows up as 0.30000000000000004. The backend recomputes it from its own prices, and
 * takes the shopper's credit (an answered complaint's) off it as this does: as much as there
 * is, up to the whole, so the total is never negative. The minimum order counts the products
 * alone, before any credit.
 */
export function checkoutTotals(
  subtotal: number,
  zone?: Pick<DeliveryCharge, 'fee' | 'min_order'>,
  credit = 0,
): CheckoutTotals {
  const subtotalCents = cents(subtotal);
  const deliveryCents = zone ? cents(zone.fee) : 0;
  const minimumCents = zone ? cents(zone.min_order) : 0;
  const grossCents = subtotalCents + deliveryCents;
  const creditCents = Math.min(Math.max(0, cents(credit)), grossCents);
  return {
    subtotal: subtotalCents / 100,
    delivery: zone ? deliveryCents / 100 : undefined,
    credit: creditCents / 100,
    total: (grossCents - creditCents) / 100,
    minimum: minimumCents / 100,
    shortBy: Math.max(0, minimumCents - subtotalCents) / 100,
  };
}

export type OrderBlocker = 'empty' | 'noAddress' | 'noZone' | 'belowMinimum';

/** Why "Place order" is not possible yet, or undefined when it is. */
export function orderBlocker(state: {
  lineCount: number;
  hasAddress: boolean;
  hasZone: boolean;
  totals: CheckoutTotals;
}): OrderBlocker | undefined {
  if (state.lineCount === 0) return 'empty';
  if (!state.hasAddress) return 'noAddress';
  if (!state.hasZone) return 'noZone';
  if (state.totals.shortBy > 0) return 'belowMinimum';
  return undefined;
}
