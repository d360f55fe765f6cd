import type { RequestHead } from './request-info';
import { hasSessionCookie, sessionCookieToken } from '@/server/auth/session-cookie';
import { AppError } from '@/server/errors/app-error';
import { isSafeMethod } from './cross-site';
import { bearerToken, hasAuthorization } from './request-info';

/**
 * The backend token a call is made with: an Authorization bearer token (programs, the
 * contract's clients) or else the one inside the shop's session cookie (the shop's own pages,
 * whose scripts never see it). A cookie comes with every request the browser sends, lured or
 * not, so a state-changing call authenticated by it must show that one of the shop's pages
 * sent it: the browser's Origin (cross-site.ts has already refused a foreign one) or
 * Sec-Fetch-Site: same-origin. Without either it is refused, never run as the shopper.
 */
export async function callerToken(req: RequestHead): Promise<string | undefined> {
  const bearer = bearerToken(req);
  if (bearer || hasAuthorization(req)) return bearer;
  const token = await sessionCookieToken(req);
  if (token && !isSafeMethod(req.method) && !fromOwnPage(req)) {
    throw new AppError('forbidden', { message: 'error.cross_site' });
  }
  return token;
}

function fromOwnPage(req: RequestHead): boolean {
  return req.headers.origin !== undefined || req.headers['sec-fetch-site'] === 'same-origin';
}

/** Whether a call names a caller at all, by header or by cookie: its answer is personal. */
export function hasCredentials(req: RequestHead): boolean {
  return hasAuthorization(req) || hasSessionCookie(req);
}
