/** How an item is sold (api-contract.md, Item.unit_code). Plain values: forms list them. */
export const UNIT_CODES = ['kg', 'piece', 'bird', 'tray', 'pack'] as const;
export type UnitCode = (typeof UNIT_CODES)[number];
