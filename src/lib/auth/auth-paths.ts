import { originOf } from '@/lib/origin-of';

/** The shop's own pages that next-auth sends people to (the spec's redirects). */
export const AUTH_PAGES = {
  signIn: '/login',
  signUp: '/signup',
  error: '/auth/error',
} as const;

/** Sign-in errors a page can be sent with; SessionRequired is the spec's name for "sign in first". */
export const SESSION_REQUIRED = 'SessionRequired';

/** Stands in for the shop's origin when only a path is judged (`.invalid` is never a host). */
const NO_ORIGIN = 'http://callback.invalid';

/** C0 controls and DEL. */
const CONTROLS = /[\u0000-\u001f\u007f]/g;

/**
 * Where to go after signing in, from a target anyone can craft (a query string, a form
 * field, next-auth's callback-url cookie): a path on this site, or `fallback` (home).
 *
 * Only paths on this site are followed: anything with another scheme or host (`https://evil`,
 * `//evil`, `/\evil`, `javascript:`) would let a crafted link send a fresh session elsewhere.
 * An absolute URL on `origin` (next-auth's own base URL, where known) counts as its path.
 * The path comes back percent-encoded as the URL standard writes it (non-ASCII, Latin-1,
 * spaces, controls), so it is valid in a Location header: Node refuses a non-ASCII header
 * value (a 500) and sends Latin-1 as raw bytes. Malformed percent escapes and anything else
 * that does not parse go home too.
 */
export function safeCallbackUrl(value: unknown, fallback = '/', origin?: string): string {
  if (typeof value !== 'string' || value.includes('\\')) return fallback;
  // Encoded, not dropped: the parser removes a tab, so `/<tab>/evil` would become `//evil`.
  const text = value.replace(CONTROLS, (control) => encodeURIComponent(control));
  const own = originOf(origin);
  const isPath = text.startsWith('/') && !text.startsWith('//');
  // Anything but a path must be a whole URL on the shop's origin (`foo` or `http:x` would
  // otherwise resolve against it).
  if (!isPath && (own === undefined || originOf(text) !== own)) return fallback;
  try {
    const url = new URL(text, own ?? NO_ORIGIN);
    const path = `${url.pathname}${url.search}${url.hash}`;
    // `/.//evil` normalises to `//evil`, which a browser reads as another host.
    if (path.startsWith('//')) return fallback;
    decodeURI(path); // throws on a malformed escape (`/a%E0%A4%A`), which Next cannot route
    return path;
  } catch {
    return fallback;
  }
}

/** `/login?callbackUrl=…` (optionally with the spec's error name), in the page's language. */
export function signInHref(
  callbackUrl: string,
  options: { error?: string; page?: string } = {},
): string {
  const query = new URLSearchParams();
  if (options.error) query.set('error', options.error);
  query.set('callbackUrl', safeCallbackUrl(callbackUrl));
  return `${options.page ?? AUTH_PAGES.signIn}?${query.toString()}`;
}
