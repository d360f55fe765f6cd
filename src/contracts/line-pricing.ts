/*
 * How an order line is priced (api-contract.md, Version 2, "Poultry ordering"), shared by the
 * server, the cart and the mocks. Plain functions over integer piastres and grams, no zod:
 * the cart estimates a line as the shopper picks without loading the contracts.
 *
 * A line's unit price is the item's price plus the price deltas of its chosen options (per
 * kg for a `kg` item, per piece otherwise). A line sold by weight is `qty` pieces of the
 * chosen weight each, an estimate until the shop weighs the whole line; the weighed weight
 * then sets the line's final total. Every total is rounded to the piastre, half up.
 */

/** Grams in a kilogram: weights travel as kg (up to 3 decimals) and are kept as grams. */
export const GRAMS_PER_KG = 1000;

/** The most a weighed line may weigh, kg: far above any order, below a typo's. */
export const MAX_WEIGHED_KG = 500;

/** The least a weight may be, kg: one gram. */
export const MIN_WEIGHT_KG = 0.001;

/**
 * Whether kg are whole grams (at most three decimals), exactly, as isWholePiastres is for
 * money: the double nearest n/1000 rounds back to itself, anything finer does not.
 */
export const isWholeGrams = (kg: number): boolean =>
  Math.round(kg * GRAMS_PER_KG) / GRAMS_PER_KG === kg;

/** kg (as the API speaks) to whole grams. */
export const gramsOf = (kg: number): number => Math.round(kg * GRAMS_PER_KG);

/** Whole grams to kg, for answers. */
export const kgOf = (grams: number): number => grams / GRAMS_PER_KG;

/** The unit price of a line: the item's price and its chosen options' deltas, piastres. */
export function unitCents(priceCents: number, deltasCents: readonly number[]): number {
  return deltasCents.reduce((sum, delta) => sum + delta, priceCents);
}

/** Piastres for `grams` of something costing `perKgCents` a kg, rounded half up. */
export function centsForGrams(perKgCents: number, grams: number): number {
  return Math.round((perKgCents * grams) / GRAMS_PER_KG);
}

export interface LineChoice {
  /** The unit price with the options' deltas (unitCents). */
  unitCents: number;
  qty: number;
  /** Grams per piece for a line sold by weight, null for one sold by the piece. */
  weightGrams: number | null;
}

/** What a line costs as ordered: an estimate when it is sold by weight. */
export function estimatedLineCents({ unitCents: unit, qty, weightGrams }: LineChoice): number {
  return weightGrams === null ? unit * qty : centsForGrams(unit, weightGrams * qty);
}

/** What a line sold by weight costs once the shop has weighed all of it. */
export function weighedLineCents(unit: number, weighedGrams: number): number {
  return centsForGrams(unit, weighedGrams);
}

/** Whether a weight (grams) is one of an item's weight options (kg). */
export function isWeightOption(weightOptionsKg: readonly number[], grams: number): boolean {
  return weightOptionsKg.some((kg) => gramsOf(kg) === grams);
}
