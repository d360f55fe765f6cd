// A plain value of the address contract, apart from its zod schemas (address.ts re-exports
// it), for browser code that must not bring zod to its first load.

/** How many addresses one account may keep. */
export const MAX_ADDRESSES = 20;
