// The types of first-paint-flags.cjs, for the TypeScript that imports it.
export { FIRST_PAINT_FLAGS, EARLY_TAP_ATTRIBUTE, EARLY_TAPS_KEY } from './first-paint-names.cjs';
export declare const FIRST_PAINT_FLAGS_SCRIPT: string;
