/**
 * The longest search term the API takes. Apart from the zod contract (catalog.ts) so the
 * header's search field, on every page, can use it without loading zod.
 */
export const SEARCH_MAX_LENGTH = 100;
