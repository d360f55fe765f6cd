import type { GetServerSidePropsContext, Redirect } from 'next';
import { getServerSession, type Session } from 'next-auth';
import type { Role } from '@/contracts/account';
import { SESSION_REQUIRED, signInHref } from '@/lib/auth/auth-paths';
import { localePath } from '@/lib/i18n/locale-path';
import { clientAddress } from '@/server/http/request-info';
import { authOptions } from './auth-options';
import { withAcceptableCallbackCookie } from './callback-url-input';

/**
 * The one server-side door for pages (the only src/server module pages may import): read the
 * session in getServerSideProps and decide access there, never in middleware alone.
 */
export async function getPageSession(ctx: GetServerSidePropsContext): Promise<Session | null> {
  // A crafted callback-url cookie would make getServerSession throw (callback-url-input.ts).
  ctx.req.cookies = withAcceptableCallbackCookie(ctx.req.cookies);
  return getServerSession(ctx.req, ctx.res, authOptions({ clientIp: clientAddress(ctx.req) }));
}

/** The page's own URL with its locale prefix, for callbackUrl. */
export function pageUrl(ctx: GetServerSidePropsContext): string {
  const prefix = ctx.locale && ctx.locale !== ctx.defaultLocale ? `/${ctx.locale}` : '';
  const path = ctx.resolvedUrl === '/' && prefix ? '' : ctx.resolvedUrl;
  return `${prefix}${path}`;
}

export type PageAccess =
  | { session: Session; redirect?: undefined; forbidden?: undefined }
  | { redirect: Redirect; session?: undefined; forbidden?: undefined }
  | { forbidden: true; session: Session; redirect?: undefined };

/**
 * Signed out: off to sign-in with the spec's SessionRequired and a callbackUrl back here.
 * Signed in without one of `roles`: forbidden (the page shows its 403).
 */
export async function requireSession(
  ctx: GetServerSidePropsContext,
  roles?: readonly Role[],
): Promise<PageAccess> {
  const session = await getPageSession(ctx);
  if (!session) {
    // In the page's language: a redirect from getServerSideProps gets no locale prefix itself.
    const destination = localePath(
      signInHref(pageUrl(ctx), { error: SESSION_REQUIRED }),
      ctx.locale,
    );
    return { redirect: { destination, permanent: false } };
  }
  if (roles && !roles.includes(session.user.role)) return { forbidden: true, session };
  return { session };
}
