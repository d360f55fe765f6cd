// The types of first-paint-flags.cjs, for the TypeScript that imports it.
export declare const FIRST_PAINT_FLAGS: Readonly<{ visited: string; consentGiven: string }>;
export declare const FIRST_PAINT_FLAGS_SCRIPT: string;
