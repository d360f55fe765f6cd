import type { NextAuthOptions, Session, User } from 'next-auth';
import type { JWT } from 'next-auth/jwt';
import CredentialsProvider from 'next-auth/providers/credentials';
import { loginBodySchema } from '@/contracts/account';
import { AUTH_PAGES, safeCallbackUrl } from '@/lib/auth/auth-paths';
import { serverEnv } from '@/server/config/server-env';
import { getDatabase } from '@/server/db/database';
import { isAppError } from '@/server/errors/app-error';
import { login, logout, profile } from '@/server/modules/accounts';
import { nextAuthLogger } from './next-auth-logger';
import { authenticate, TOKEN_LIFETIME_MS } from './sessions';

/** Raised to the sign-in page as `?error=TooManyAttempts` (next-auth passes the message on). */
export const TOO_MANY_ATTEMPTS = 'TooManyAttempts';

type Options = {
  clientIp: string;
  /**
   * The origin redirects go to instead of next-auth's base URL, which is NEXTAUTH_URL or,
   * unset, http://localhost:3000: in development the one the browser used
   * (request-origin.ts), so sign-out on another port or from a phone lands on this shop.
   */
  origin?: string;
};

/**
 * next-auth over the shop's own accounts. The credentials provider signs in exactly as
 * POST /user/login does (same service, same rate limits keyed on the shopper's address), or
 * adopts the token /user/register just issued, so a new account is not signed in twice.
 * Sessions are JWTs in an encrypted HttpOnly cookie holding the backend token and the account;
 * what the browser reads of a session is the account alone.
 */
export function authOptions(
  { clientIp, origin }: Options = { clientIp: 'unknown' },
): NextAuthOptions {
  return {
    secret: serverEnv().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: TOKEN_LIFETIME_MS / 1000 },
    pages: { signIn: AUTH_PAGES.signIn, error: AUTH_PAGES.error },
    logger: nextAuthLogger,
    providers: [
      CredentialsProvider({
        credentials: { username: {}, password: {}, token: {} },
        authorize: (credentials) => signIn(credentials, clientIp),
      }),
    ],
    callbacks: {
      // Every callbackUrl (form field, query, the callback-url cookie) passes through here
      // first; next-auth's default parses it with new URL and throws (a 500) on a crafted one.
      // The answer stays absolute: next-auth's client reads `new URL(url)` after a sign-in.
      redirect: ({ url, baseUrl }) => {
        const own = origin ?? baseUrl;
        return `${own}${safeCallbackUrl(url, '/', own)}`;
      },
      async jwt({ token, user, trigger }) {
        // next-auth types `user` as always there; it is only on the call right after sign-in.
        const signedIn = user as User | undefined;
        if (signedIn) return { ...token, token: signedIn.token, account: signedIn.account };
        return liveToken(token, trigger === 'update');
      },
      session({ session, token }) {
        // No live backend token, no session: next-auth treats an empty object as signed out
        // (getServerSession answers null, useSession 'unauthenticated'). The token itself
        // stays in the encrypted cookie: /api/auth/session and the pages' data are read by
        // page scripts, and the API takes the cookie (http/caller-credentials.ts).
        if (!token.token || !token.account) return {} as Session;
        return { expires: session.expires, user: token.account };
      },
    },
    events: {
      // Signing out of the shop also revokes the backend token, so a copied cookie is dead.
      async signOut({ token }) {
        if (!token.token) return;
        const db = await getDatabase();
        const session = await authenticate(db, token.token);
        if (session) await logout(db, session);
      },
    },
  };
}

/**
 * Every read of the session checks that the backend token still works: a token revoked
 * elsewhere (sign-out on another device, a password change or reset) ends the shop session
 * at once, so protected pages redirect on the server instead of rendering and then failing.
 * `refresh` (useSession().update()) re-reads the account from the database, never from what
 * the browser sent, so a client cannot give itself another role.
 */
async function liveToken(token: JWT, refresh: boolean): Promise<JWT> {
  if (!token.token) return token;
  const db = await getDatabase();
  const session = await authenticate(db, token.token);
  if (!session) return { ...token, token: undefined, account: undefined };
  if (refresh || token.account?.role !== session.role) {
    return { ...token, account: await profile(db, session.userId) };
  }
  return token;
}

async function signIn(
  credentials: Record<string, string> | undefined,
  clientIp: string,
): Promise<User | null> {
  const db = await getDatabase();
  if (credentials?.token) {
    const session = await authenticate(db, credentials.token);
    if (!session) return null;
    return asUser(credentials.token, await profile(db, session.userId));
  }
  const parsed = loginBodySchema.safeParse(credentials);
  if (!parsed.success) return null;
  try {
    const result = await login(db, parsed.data, clientIp);
    return asUser(result.token, result.user);
  } catch (error) {
    if (isAppError(error) && error.code === 'too_many_requests') {
      throw new Error(TOO_MANY_ATTEMPTS);
    }
    if (isAppError(error)) return null;
    throw error;
  }
}

function asUser(token: string, account: Awaited<ReturnType<typeof profile>>): User {
  return { id: String(account.id), token, account };
}
