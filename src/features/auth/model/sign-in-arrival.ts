import type { ParsedUrlQuery } from 'querystring';
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
