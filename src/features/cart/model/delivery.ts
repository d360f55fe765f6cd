import type { DeliveryCharge } from '@/contracts/shop-info';

/** Money is added in whole piastres so 0.1 + 0.2 stays 0.3. */
function addMoney(a: number, b: number): number {
  return (Math.round(a * 100) + Math.round(b * 100)) / 100;
}

export type DeliveryQuote = {
  fee: number;
  total: number;
  /** How much more the subtotal needs to reach the zone's minimum order; 0 when it does. */
  shortBy: number;
};

/** What delivery to one zone adds, and whether the cart reaches the zone's minimum. */
export function quoteDelivery(subtotal: number, zone: DeliveryCharge): DeliveryQuote {
  const shortBy = Math.max(0, addMoney(zone.min_order, -subtotal));
  return { fee: zone.fee, total: addMoney(subtotal, zone.fee), shortBy };
}

/** `?zone=3` → 3; anything else (missing, repeated, not a whole positive number) → undefined. */
export function parseZoneId(value: unknown): number | undefined {
  if (typeof value !== 'string' || !/^\d{1,9}$/.test(value)) return undefined;
  const id = Number(value);
  return id > 0 ? id : undefined;
}
