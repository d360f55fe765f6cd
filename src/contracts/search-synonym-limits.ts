// The plain values of the search words contract, apart from its zod schemas
// (search-synonyms.ts re-exports them), for browser code that must not bring zod along.

/** A group holds at least two words (one alone means nothing more) and at most twelve. */
export const SYNONYM_TERMS_MIN = 2;
export const SYNONYM_TERMS_MAX = 12;
/** A word or a short phrase («ديك رومي», "free range"), not a sentence. */
export const SYNONYM_TERM_MAX = 40;
/**
 * The most groups the shop may keep: every search reads them all, and a few hundred cover
 * any shop's words. The dashboard says so once the shop has this many.
 */
export const SYNONYM_GROUPS_MAX = 300;
