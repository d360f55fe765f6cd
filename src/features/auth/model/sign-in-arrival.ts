import type { ParsedUrlQuery } from 'querystring';
import type { Role } from '@/contracts/account';
import { localePath } from '@/lib/i18n/locale-path';

/** Screens that end at sign-in: a password just reset, an account just made. */
export type SignInArrival = 'reset' | 'created';

const NOTICES = { reset: 'passwordReset', created: 'accountCreated' } as const;

/**
 * The sign-in page after `arrival`, in the page's language: it says what happened and has the
 * username filled in, so only the password is left to type. The username rides in the query
 * as it already does on /reset-password (never the password).
 */
export function signInAfter(
  arrival: SignInArrival,
  username: string,
  callbackUrl: string,
  locale: unknown,
): string {
  const query = new URLSearchParams(arrival === 'reset' ? { reset: 'done' } : { created: '1' });
  query.set('username', username);
  query.set('callbackUrl', callbackUrl);
  return localePath(`/login?${query.toString()}`, locale);
}

/** What the sign-in page was sent with: its notice, if any, and the username to fill in. */
export function arrivalOf(query: ParsedUrlQuery): {
  notice: (typeof NOTICES)[SignInArrival] | undefined;
  username: string;
} {
  const arrival: SignInArrival | undefined =
    query.reset === 'done' ? 'reset' : query.created === '1' ? 'created' : undefined;
  const username = typeof query.username === 'string' ? query.username.trim().slice(0, 254) : '';
  return { notice: arrival ? NOTICES[arrival] : undefined, username };
}

/**
 * A driver's own screen, the day's round (features/driver-round): a driver is staff but no
 * dashboard user. Named here again because features do not import each other.
 */
const DRIVER_ROUND_PATH = '/dashboard/round';

/**
 * Whether a sign-in is on its way to the shop's home page: sign-in opened without a page to
 * return to (the header's link on the home page, a password reset, the login page itself).
 * Only then does the landing depend on who signed in (landingAfterSignIn).
 */
export const headsHome = (callbackUrl: string, locale: unknown): boolean =>
  callbackUrl === localePath('/', locale);

/**
 * Where a sign-in lands: the page it was sent from, except a driver sent to the shop's home
 * page, who lands on their round (they sign in to work; the dashboard's own address sends
 * them there too, on the server).
 */
export function landingAfterSignIn(
  callbackUrl: string,
  role: Role | undefined,
  locale: unknown,
): string {
  return role === 'driver' && headsHome(callbackUrl, locale)
    ? localePath(DRIVER_ROUND_PATH, locale)
    : callbackUrl;
}
