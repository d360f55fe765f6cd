import type { NextAuthOptions } from 'next-auth';
import { serverEnv } from '@/server/config/server-env';

/**
 * next-auth configuration. Sessions are JWTs in an HttpOnly cookie; the credentials provider
 * over the backend's /user/login joins `providers` with the storefront's sign-in.
 */
export function authOptions(): NextAuthOptions {
  return {
    secret: serverEnv().NEXTAUTH_SECRET,
    session: { strategy: 'jwt', maxAge: 30 * 24 * 60 * 60 },
    providers: [],
  };
}
