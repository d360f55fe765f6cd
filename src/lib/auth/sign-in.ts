import { clearVisitorCaches } from '@/lib/pwa/visitor-caches';
import { signIn } from './next-auth-client';

/**
 * Signs in with next-auth's credentials provider, without a redirect. Once in, the pages the
 * worker kept go (src/lib/pwa/visitor-caches.ts): they show the shop as it was before, signed
 * out or someone else's session that ran out on a shared phone, and on a slow line a kept page
 * is shown before the network's (src/sw/cache-rules.ts). Sign-out clears them too.
 */
export async function signInToShop(credentials: Record<string, string>, callbackUrl: string) {
  const result = await signIn('credentials', { ...credentials, callbackUrl, redirect: false });
  if (result?.ok && !result.error) await clearVisitorCaches().catch(() => undefined);
  return result;
}
