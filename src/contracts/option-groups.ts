/**
 * The groups of an item's preparation choices (api-contract.md, "Poultry ordering"): a
 * shopper picks at most one option of each. Fixed, so the storefront names them in both
 * languages and orders them the same way everywhere; zod-free, as the cart reads them on every
 * page's first load.
 *
 * service: slaughtered and cleaned, for a live bird; cut: whole, halves, quarters, 8 pieces...;
 * skin: with or without; stuffing: freekeh or rice for pigeons and ducks; packing: how it is
 * packed (vacuum, portions).
 */
export const OPTION_GROUPS = ['service', 'cut', 'skin', 'stuffing', 'packing'] as const;
export type OptionGroup = (typeof OPTION_GROUPS)[number];
