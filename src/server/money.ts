/** Money is stored in integer piastres and spoken in EGP with up to 2 decimals. */
export const egp = (cents: number): number => cents / 100;

export const toCents = (pounds: number): number => Math.round(pounds * 100);
