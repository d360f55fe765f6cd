/** The shop's own pages that next-auth sends people to (the spec's redirects). */
export const AUTH_PAGES = {
  signIn: '/login',
  signUp: '/signup',
  error: '/auth/error',
} as const;

/** Sign-in errors a page can be sent with; SessionRequired is the spec's name for "sign in first". */
export const SESSION_REQUIRED = 'SessionRequired';

/**
 * Only paths on this site are followed after sign-in: anything with a scheme or a `//` host
 * would let a crafted link send a fresh session to another site.
 */
export function safeCallbackUrl(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//')) {
    return fallback;
  }
  if (value.includes('\\') || /[\u0000-\u001f]/.test(value)) return fallback;
  return value;
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
