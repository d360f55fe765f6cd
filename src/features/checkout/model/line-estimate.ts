import type { CartItem } from '@/contracts/cart';
import { estimatedLineCents, gramsOf, unitCents } from '@/contracts/line-pricing';

const cents = (amount: number) => Math.round(amount * 100);

export type LineEstimate = {
  /** The price with the chosen options' deltas, EGP (per kg for a line sold by weight). */
  unitPrice: number;
  /** What the line costs as picked, EGP: an estimate for a line sold by weight. */
  total: number;
  /** Sold by weight: the shop weighs it and the final price follows. */
  weighed: boolean;
};

/**
 * A cart line priced as the backend will price it (contracts/line-pricing.ts): the unit price
 * with the options' deltas, times the weight picked and the quantity, in whole piastres. The
 * backend recomputes it from its own prices; this is what the shopper is shown before ordering.
 */
export function lineEstimate(line: CartItem): LineEstimate {
  const unit = unitCents(
    cents(line.price),
    (line.options ?? []).map((option) => cents(option.price_delta)),
  );
  const weightGrams = line.weight === undefined ? null : gramsOf(line.weight);
  return {
    unitPrice: unit / 100,
    total: estimatedLineCents({ unitCents: unit, qty: line.qty, weightGrams }) / 100,
    weighed: weightGrams !== null,
  };
}

/** The subtotal of the lines as estimated, summed in piastres. */
export function estimatedSubtotal(lines: CartItem[]): number {
  return lines.reduce((sum, line) => sum + cents(lineEstimate(line).total), 0) / 100;
}
