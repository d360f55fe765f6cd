// The types of first-paint-names.cjs, for the TypeScript that imports it.
export declare const FIRST_PAINT_FLAGS: Readonly<{
  visited: string;
  consentGiven: string;
  used: string;
  listening: string;
}>;
export declare const EARLY_TAP_ATTRIBUTE: string;
export declare const EARLY_TAPS_KEY: string;
