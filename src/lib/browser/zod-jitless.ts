/**
 * Zod decides once whether it may compile parsers with `new Function` by trying it. The shop's
 * content security policy forbids eval, so in the browser the probe is refused, reported as a
 * policy violation (Lighthouse's best practices flag it) and only then caught. Jitless mode
 * skips the probe; the browser parses a few small answers, so compiled parsers would not pay.
 * Set through zod's global config object, not `z.config()`, so the first load does not carry
 * zod: it reads this object when it first loads (src/lib/api/call.ts loads it on demand).
 */
type ZodGlobal = { __zod_globalConfig?: { jitless?: boolean } };

export function disableZodEval(scope: ZodGlobal = globalThis as ZodGlobal): void {
  scope.__zod_globalConfig ??= {};
  scope.__zod_globalConfig.jitless = true;
}

if (typeof window !== 'undefined') disableZodEval();
