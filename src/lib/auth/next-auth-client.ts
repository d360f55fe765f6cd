import type * as NextAuthClient from 'next-auth/react';
import { lazyOnce } from '@/lib/lazy-once';

/**
 * next-auth's browser client, fetched after the page is up rather than with its first load:
 * it is compiled to ES5 with a regenerator runtime, about 10 kB gzip on every page
 * (docs/adr/0006-performance.md). session.tsx starts the download during hydration.
 */
export const loadNextAuthClient = lazyOnce(() => import('next-auth/react'));

/** next-auth's signIn, once its client is here. */
export async function signIn(
  ...args: Parameters<typeof NextAuthClient.signIn>
): ReturnType<typeof NextAuthClient.signIn> {
  return (await loadNextAuthClient()).signIn(...args);
}

/** next-auth's signOut, once its client is here. */
export async function signOut(
  ...args: Parameters<typeof NextAuthClient.signOut>
): ReturnType<typeof NextAuthClient.signOut> {
  return (await loadNextAuthClient()).signOut(...args);
}
