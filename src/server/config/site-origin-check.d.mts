// The types of site-origin-check.mjs, for the TypeScript that imports it (instrumentation and
// tests) and for the JSDoc of the module itself.

/** One line per reason a production server may not start; none when it may. */
export function siteOriginProblems(env: Record<string, string | undefined>): string[];

/** The refusal a production server prints, or undefined when it may start. */
export function siteOriginRefusal(env: Record<string, string | undefined>): string | undefined;

/** A warning when the build linked its pages to another origin than the server runs on. */
export function buildSiteUrlWarning(built: string, running: string | undefined): string | undefined;
