// The types of compile-hints.cjs, for the TypeScript that imports it (the budget check).
export declare const COMPILE_HINT: string;
export declare const MIN_BYTES: number;
export declare function hasCompileHint(source: string): boolean;
export declare class CompileHintsPlugin {
  constructor(webpack: unknown, options?: { minBytes?: number });
  apply(compiler: unknown): void;
}
