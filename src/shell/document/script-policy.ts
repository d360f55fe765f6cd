import { createHash } from 'node:crypto';

/**
 * The shop writes no inline script, so its Content-Security-Policy allows scripts from its own
 * origin only (src/server/http/security-headers.cjs). One thing can still put one in a page:
 * React's streaming instructions (`$RC(...)`) for a Suspense boundary that
 * inlineOutlinedBoundaries did not recognise and left as React wrote it. Such a page gets its
 * scripts' hashes added to its own policy, so it still shows its content.
 */
const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** CSP hash sources of the inline scripts a browser would run in `html`. */
export function inlineScriptHashes(html: string): string[] {
  // Runs on every page render: a page's body normally holds no script at all.
  if (!html.includes('<script')) return [];
  const hashes = new Set<string>();
  for (const [, attributes = '', body = ''] of html.matchAll(INLINE_SCRIPT)) {
    // Data blocks (__NEXT_DATA__) are not run, and an empty element runs nothing.
    if (
      /\bsrc\s*=/i.test(attributes) ||
      /\btype\s*=\s*"application\/(ld\+)?json"/i.test(attributes)
    ) {
      continue;
    }
    if (body.length === 0) continue;
    hashes.add(`'sha256-${createHash('sha256').update(body, 'utf8').digest('base64')}'`);
  }
  return [...hashes];
}

/** `policy` with `sources` added to its script-src (created from default-src if missing). */
export function withScriptSources(policy: string, sources: string[]): string {
  if (sources.length === 0) return policy;
  const directives = policy
    .split(';')
    .map((part) => part.trim())
    .filter(Boolean);
  const at = directives.findIndex((part) => /^script-src\s/i.test(part) || part === 'script-src');
  if (at >= 0) {
    directives[at] = `${directives[at]} ${sources.join(' ')}`;
  } else {
    const fallback = directives.find((part) => /^default-src\s/i.test(part));
    const inherited = (fallback?.split(/\s+/).slice(1) ?? []).filter((s) => s !== "'none'");
    directives.push(['script-src', ...inherited, ...sources].join(' '));
  }
  return directives.join('; ');
}
