import { safeCallbackUrl } from '@/lib/auth/auth-paths';

/** next-auth's callback-url cookie, over http and over https. */
const CALLBACK_COOKIES = ['next-auth.callback-url', '__Secure-next-auth.callback-url'];

type Cookies = Partial<Record<string, string>>;

function isHttpUrl(value: string): boolean {
  try {
    return /^https?:$/.test(new URL(value).protocol);
  } catch {
    return false;
  }
}

/**
 * A callback target next-auth will take: an absolute http(s) URL as it is (the redirect
 * callback in auth-options then judges its origin), anything else as a safe path on this site.
 *
 * next-auth checks the `callbackUrl` query and its callback-url cookie before any callback
 * runs, and answers one that does not parse with a 500 (InvalidCallbackUrl, on every route,
 * /api/auth/session included; getServerSession throws it into the page). So the next-auth
 * route and the pages' session read pass them through here first.
 */
export function acceptableCallbackUrl(value: unknown): string {
  return typeof value === 'string' && isHttpUrl(value) ? value : safeCallbackUrl(value);
}

/** The request's cookies with an unparsable callback-url cookie made a safe path. */
export function withAcceptableCallbackCookie(cookies: Cookies): Cookies {
  const safe = { ...cookies };
  for (const name of CALLBACK_COOKIES) {
    const value = safe[name];
    if (value !== undefined) safe[name] = acceptableCallbackUrl(value);
  }
  return safe;
}
