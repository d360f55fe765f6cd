/*
 * The shop's price rules, shared by the server, the dashboard's forms and the mocks. Plain
 * values and functions, no zod: the dashboard shows a discount as the seller types without
 * loading the contracts. Amounts here are integer piastres, as the database keeps them.
 */

/** The deepest discount the shop shows (api-contract.md: `discount`, 0-60). */
export const MAX_DISCOUNT = 60;

/** The highest price or old price staff may set, in EGP: no poultry costs more. */
export const MAX_PRICE_EGP = 100_000;

/** The most of one item staff may record on the shelf. */
export const MAX_STOCK = 100_000;

/** Percent off the old price, whole, 0-60; none without a higher old price. */
export function discountPercent(priceCents: number, oldPriceCents: number | null): number {
  if (oldPriceCents === null || oldPriceCents <= priceCents || oldPriceCents <= 0) return 0;
  const percent = Math.round(((oldPriceCents - priceCents) / oldPriceCents) * 100);
  return Math.min(MAX_DISCOUNT, Math.max(0, percent));
}

export type OldPriceProblem = 'validation.old_price_not_above' | 'validation.discount_too_deep';

/**
 * Why an old price cannot stand beside a price, or undefined when it can: it must be higher
 * (or the shop would strike through a lower "was"), and the discount at most 60 %, the most
 * the shop shows, so the struck price and the percent never disagree.
 */
export function oldPriceProblem(
  priceCents: number,
  oldPriceCents: number,
): OldPriceProblem | undefined {
  if (oldPriceCents <= priceCents) return 'validation.old_price_not_above';
  // (old - price) / old <= 60 %  ⇔  2 × old <= 5 × price, in whole piastres.
  if (2 * oldPriceCents > 5 * priceCents) return 'validation.discount_too_deep';
  return undefined;
}

/** EGP as piastres: the API speaks pounds with up to 2 decimals. */
export const centsOf = (pounds: number): number => Math.round(pounds * 100);

export interface Prices {
  priceCents: number;
  oldPriceCents: number | null;
}

/**
 * An item's prices after an edit. An old price sent is kept as sent (null removes it; the
 * caller checks it with oldPriceProblem). Without one, lowering the price strikes through
 * the price before it, so the shop shows the discount; raising it keeps the old price only
 * while it is still a discount the shop can show. Either way a discount deeper than 60 %
 * is never made up: the old price is dropped instead.
 */
export function pricesAfterEdit(
  current: Prices,
  edit: { priceCents?: number; oldPriceCents?: number | null },
): Prices {
  const priceCents = edit.priceCents ?? current.priceCents;
  if (edit.oldPriceCents !== undefined) return { priceCents, oldPriceCents: edit.oldPriceCents };
  if (priceCents === current.priceCents) return { ...current };
  const candidate = priceCents < current.priceCents ? current.priceCents : current.oldPriceCents;
  const keeps = candidate !== null && oldPriceProblem(priceCents, candidate) === undefined;
  return { priceCents, oldPriceCents: keeps ? candidate : null };
}
