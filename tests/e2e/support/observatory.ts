/**
 * The Mozilla HTTP Observatory's score for one response, from its public scoring rules
 * (github.com/mozilla/http-observatory, httpobs/docs/scoring.md, and MDN's current edition,
 * which adds Referrer-Policy): every site starts at 100, each test adds or takes points, and
 * bonuses count only when the score without them is 90 or more. 100 and above is A+.
 *
 * Covers the tests a response's headers and HTML decide. Redirection from http to https and
 * HSTS preloading are the deployment's (the TLS terminator in front, docs/security.md), so they
 * are not scored here; HSTS itself is, as the production server sends it.
 */
export type Modifier = { test: string; result: string; points: number };

type Response = { headers: Record<string, string>; setCookies: string[]; html?: string };

const SIX_MONTHS_S = 15_768_000;

/** A Content-Security-Policy's directives (lower-case names) and their sources; the first wins. */
export function parsePolicy(header: string): Map<string, string[]> {
  const policy = new Map<string, string[]>();
  for (const part of header.split(';')) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name && !policy.has(name.toLowerCase())) policy.set(name.toLowerCase(), sources);
  }
  return policy;
}

function contentSecurityPolicy(header: string | undefined): Modifier {
  const test = 'content-security-policy';
  if (!header) return { test, result: 'csp-not-implemented', points: -25 };
  const policy = parsePolicy(header);
  const defaults = policy.get('default-src') ?? [];
  const scripts = policy.get('script-src') ?? defaults;
  const styles = policy.get('style-src') ?? defaults;
  const all = [...policy.values()].flat();
  if (scripts.length === 0 && !policy.has('script-src') && defaults.length === 0) {
    // Nothing restricts scripts.
    return { test, result: 'csp-implemented-with-unsafe-inline', points: -20 };
  }
  const strictDynamic = scripts.includes("'strict-dynamic'");
  const broad = (source: string) => ['*', 'http:', 'https:', 'data:'].includes(source);
  if (!strictDynamic && (scripts.includes("'unsafe-inline'") || scripts.some(broad))) {
    return { test, result: 'csp-implemented-with-unsafe-inline', points: -20 };
  }
  if (all.some((source) => source.startsWith('http:') || source === 'ftp:')) {
    return { test, result: 'csp-implemented-with-insecure-scheme', points: -20 };
  }
  if (scripts.includes("'unsafe-eval'")) {
    return { test, result: 'csp-implemented-with-unsafe-eval', points: -10 };
  }
  if (styles.includes("'unsafe-inline'")) {
    return { test, result: 'csp-implemented-with-unsafe-inline-in-style-src-only', points: 0 };
  }
  if (defaults.length === 1 && defaults[0] === "'none'") {
    return { test, result: 'csp-implemented-with-no-unsafe-default-src-none', points: 10 };
  }
  return { test, result: 'csp-implemented-with-no-unsafe', points: 5 };
}

function cookies(setCookies: string[], hsts: boolean): Modifier {
  const test = 'cookies';
  if (setCookies.length === 0) return { test, result: 'cookies-not-found', points: 0 };
  const parsed = setCookies.map((line) => {
    const attributes = line
      .split(';')
      .slice(1)
      .map((part) => part.trim().toLowerCase());
    const name = line.split('=')[0]?.trim().toLowerCase() ?? '';
    return {
      session: /sess|token|auth/.test(name),
      secure: attributes.includes('secure'),
      httpOnly: attributes.includes('httponly'),
      sameSite: attributes.some((part) => /^samesite=(lax|strict)$/.test(part)),
    };
  });
  if (parsed.some((cookie) => cookie.session && !cookie.httpOnly)) {
    return { test, result: 'cookies-session-without-httponly-flag', points: -30 };
  }
  if (parsed.some((cookie) => cookie.session && !cookie.secure)) {
    return hsts
      ? { test, result: 'cookies-session-without-secure-flag-but-protected-by-hsts', points: -10 }
      : { test, result: 'cookies-session-without-secure-flag', points: -40 };
  }
  if (parsed.some((cookie) => !cookie.secure)) {
    return hsts
      ? { test, result: 'cookies-without-secure-flag-but-protected-by-hsts', points: -5 }
      : { test, result: 'cookies-without-secure-flag', points: -20 };
  }
  return parsed.every((cookie) => cookie.sameSite)
    ? { test, result: 'cookies-secure-with-httponly-sessions-and-samesite', points: 5 }
    : { test, result: 'cookies-secure-with-httponly-sessions', points: 0 };
}

function strictTransportSecurity(header: string | undefined): Modifier {
  const test = 'strict-transport-security';
  if (!header) return { test, result: 'hsts-not-implemented', points: -20 };
  const maxAge = /max-age=(\d+)/i.exec(header)?.[1];
  if (maxAge === undefined) return { test, result: 'hsts-header-invalid', points: -20 };
  return Number(maxAge) >= SIX_MONTHS_S
    ? { test, result: 'hsts-implemented-max-age-at-least-six-months', points: 0 }
    : { test, result: 'hsts-implemented-max-age-less-than-six-months', points: -10 };
}

function subresourceIntegrity(html: string | undefined, origin: string): Modifier {
  const test = 'subresource-integrity';
  if (html === undefined)
    return { test, result: 'sri-not-implemented-response-not-html', points: 0 };
  const sources = [...html.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/g)].map((match) => match[1]);
  const external = sources.filter((src) => src && new URL(src, origin).origin !== origin);
  if (external.length === 0) {
    return sources.length === 0
      ? { test, result: 'sri-not-implemented-but-no-scripts-loaded', points: 0 }
      : {
          test,
          result: 'sri-not-implemented-but-all-scripts-loaded-from-secure-origin',
          points: 0,
        };
  }
  return { test, result: 'sri-not-implemented-but-external-scripts-loaded-securely', points: -5 };
}

function contentTypeOptions(header: string | undefined): Modifier {
  const test = 'x-content-type-options';
  return header?.trim().toLowerCase() === 'nosniff'
    ? { test, result: 'x-content-type-options-nosniff', points: 0 }
    : { test, result: 'x-content-type-options-not-implemented', points: -5 };
}

function frameOptions(header: string | undefined, csp: string | undefined): Modifier {
  const test = 'x-frame-options';
  const ancestors = csp ? parsePolicy(csp).get('frame-ancestors') : undefined;
  if (ancestors && !ancestors.includes('*')) {
    return { test, result: 'x-frame-options-implemented-via-csp', points: 5 };
  }
  return header && /^(deny|sameorigin)$/i.test(header.trim())
    ? { test, result: 'x-frame-options-sameorigin-or-deny', points: 0 }
    : { test, result: 'x-frame-options-not-implemented', points: -20 };
}

const PRIVATE_REFERRER = [
  'no-referrer',
  'same-origin',
  'strict-origin',
  'strict-origin-when-cross-origin',
];

function referrerPolicy(header: string | undefined): Modifier {
  const test = 'referrer-policy';
  if (!header) return { test, result: 'referrer-policy-not-implemented', points: 0 };
  const last =
    header
      .split(',')
      .map((value) => value.trim().toLowerCase())
      .at(-1) ?? '';
  if (PRIVATE_REFERRER.includes(last)) {
    return { test, result: 'referrer-policy-private', points: 5 };
  }
  return { test, result: 'referrer-policy-unsafe', points: -5 };
}

/** The score and each test's result for one response (header names in lower case). */
export function observatoryScore(response: Response, origin: string) {
  const { headers } = response;
  const hsts = headers['strict-transport-security'];
  const modifiers = [
    contentSecurityPolicy(headers['content-security-policy']),
    cookies(response.setCookies, Boolean(hsts)),
    strictTransportSecurity(hsts),
    subresourceIntegrity(response.html, origin),
    contentTypeOptions(headers['x-content-type-options']),
    frameOptions(headers['x-frame-options'], headers['content-security-policy']),
    referrerPolicy(headers['referrer-policy']),
  ];
  const penalties = modifiers.filter((modifier) => modifier.points < 0);
  const base = 100 + penalties.reduce((sum, modifier) => sum + modifier.points, 0);
  const bonus = modifiers.filter((modifier) => modifier.points > 0);
  const score =
    base >= 90 ? base + bonus.reduce((sum, modifier) => sum + modifier.points, 0) : base;
  return { score: Math.max(0, score), grade: score >= 100 ? 'A+' : 'below A+', modifiers };
}
