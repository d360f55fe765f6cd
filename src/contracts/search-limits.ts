/**
 * The longest search term the API takes. Apart from the zod contract (catalog.ts) so the
 * header's search field, on every page, can use it without loading zod.
 */
export const SEARCH_MAX_LENGTH = 100;

/**
 * Suggestions as the shopper types (GET /items/suggest): none before two letters (after
 * folding: "أ" is one letter, a diacritic none), then at most six items and three categories,
 * which is what a phone's screen shows above its keyboard.
 */
export const SUGGEST_MIN_LETTERS = 2;
export const SUGGEST_MAX_ITEMS = 6;
export const SUGGEST_MAX_CATEGORIES = 3;
