import { GRAMS_PER_KG, gramsOf, isWholeGrams, kgOf } from './line-pricing';

/*
 * What an item's stock counts (ADR 0018): the item's sale unit. An item sold by the kg is
 * counted in kg to the gram and kept as whole grams, so a 1.5 kg line takes exactly 1.5 kg;
 * any other item is counted in whole pieces (birds, trays, packs). The API and the forms speak
 * the sale unit (kg with up to three decimals, or pieces); the database and the stock
 * arithmetic speak the kept unit (grams, or pieces). Plain functions, no zod: the cart and the
 * product page read them on first load.
 */

/** Whether an item of this unit has its stock weighed (kg, kept as grams) rather than counted. */
export const isWeighedStock = (unitCode: string): boolean => unitCode === 'kg';

/** The kept units (grams or pieces) of an amount in the sale unit (kg or pieces). */
export const keptStock = (unitCode: string, amount: number): number =>
  isWeighedStock(unitCode) ? gramsOf(amount) : amount;

/** The sale unit's amount (kg or pieces) of kept units (grams or pieces). */
export const soldStock = (unitCode: string, kept: number): number =>
  isWeighedStock(unitCode) ? kgOf(kept) : kept;

/** Kept units in one of the sale unit: a kg is 1000 g, a piece is one. */
export const keptPerUnit = (unitCode: string): number =>
  isWeighedStock(unitCode) ? GRAMS_PER_KG : 1;

/** Whether an amount in the sale unit can be kept exactly: whole grams, or whole pieces. */
export const isStockAmount = (unitCode: string, amount: number): boolean =>
  isWeighedStock(unitCode) ? isWholeGrams(amount) : Number.isInteger(amount);

/**
 * The kept units a line takes, exactly what it holds: `qty` pieces of `weightGrams` each for a
 * line sold by weight (3 × 1.75 kg take 5250 g); `qty` kg for a kg item without weights to
 * pick (a Version 1 line of whole kilos); `qty` pieces otherwise.
 */
export function stockTakenBy(unitCode: string, weightGrams: number | null, qty: number): number {
  if (!isWeighedStock(unitCode)) return qty;
  return (weightGrams ?? GRAMS_PER_KG) * qty;
}

/**
 * Kept units when the item's unit changes: the same number in the sale unit (3 kg become 3
 * pieces), whole pieces rounded down, as the seller reads the figure on the form.
 */
export function keptAfterUnitChange(from: string, to: string, kept: number): number {
  if (isWeighedStock(from) === isWeighedStock(to)) return kept;
  const amount = soldStock(from, kept);
  return isWeighedStock(to) ? keptStock(to, amount) : Math.floor(amount);
}

/** Why a stock or most-per-order amount cannot be kept for an item of this unit, by field. */
export type StockAmountProblems = Partial<
  Record<
    'stock' | 'max_per_order',
    | 'validation.stock_grams'
    | 'validation.stock_whole'
    | 'validation.max_per_order_kg'
    | 'validation.max_per_order_value'
  >
>;

/**
 * The unit's rule for the amounts staff type (the contract checks only the bounds, not
 * knowing the unit when an edit leaves it out): kg to the gram for an item sold by the kg,
 * whole pieces otherwise (the contract already holds a most per order above 0).
 */
export function stockAmountProblems(
  unitCode: string,
  amounts: { stock?: number; max_per_order?: number | null },
): StockAmountProblems {
  const weighed = isWeighedStock(unitCode);
  const problems: StockAmountProblems = {};
  if (amounts.stock !== undefined && !isStockAmount(unitCode, amounts.stock)) {
    problems.stock = weighed ? 'validation.stock_grams' : 'validation.stock_whole';
  }
  const most = amounts.max_per_order;
  if (most !== undefined && most !== null && !isStockAmount(unitCode, most)) {
    problems.max_per_order = weighed
      ? 'validation.max_per_order_kg'
      : 'validation.max_per_order_value';
  }
  return problems;
}
