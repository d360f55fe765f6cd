import type { RequestHead } from '@/server/http/request-info';
import { decode } from 'next-auth/jwt';
import { serverEnv } from '@/server/config/server-env';
import { headerValue } from '@/server/http/request-info';

/**
 * next-auth's session cookie, as it names it: with the __Secure- prefix when the shop's URL
 * is https (next-auth's useSecureCookies). A large JWT is split into `.0`, `.1`... chunks.
 */
function sessionCookieName(): string {
  const secure = serverEnv().NEXTAUTH_URL?.startsWith('https://') ?? false;
  return secure ? '__Secure-next-auth.session-token' : 'next-auth.session-token';
}

/** The session cookie's value, its chunks joined in order, or undefined. */
function sessionCookieValue(req: RequestHead): string | undefined {
  const header = headerValue(req, 'cookie');
  if (!header) return undefined;
  const name = sessionCookieName();
  const chunks = new Map<number, string>();
  let whole: string | undefined;
  for (const pair of header.split(';')) {
    const at = pair.indexOf('=');
    if (at < 0) continue;
    const key = pair.slice(0, at).trim();
    const value = pair.slice(at + 1).trim();
    if (key === name) whole = value;
    else if (key.startsWith(`${name}.`)) {
      const index = Number(key.slice(name.length + 1));
      if (Number.isInteger(index) && index >= 0 && index < 16) chunks.set(index, value);
    }
  }
  if (whole) return whole;
  if (chunks.size === 0) return undefined;
  return [...chunks.keys()]
    .sort((a, b) => a - b)
    .map((index) => chunks.get(index))
    .join('');
}

/** Whether the request carries a session cookie at all (a stale one still makes it personal). */
export function hasSessionCookie(req: RequestHead): boolean {
  return sessionCookieValue(req) !== undefined;
}

/**
 * The backend token inside the caller's next-auth session cookie (encrypted with
 * NEXTAUTH_SECRET, HttpOnly), or undefined when there is none or it does not decrypt. The
 * browser's API calls are authenticated this way, so the token itself never reaches a page
 * script (docs/security.md, "Sessions and tokens").
 */
export async function sessionCookieToken(req: RequestHead): Promise<string | undefined> {
  const value = sessionCookieValue(req);
  if (!value) return undefined;
  try {
    const jwt = await decode({ token: value, secret: serverEnv().NEXTAUTH_SECRET });
    return typeof jwt?.token === 'string' ? jwt.token : undefined;
  } catch {
    return undefined;
  }
}
