import { signOut } from './next-auth-client';

let leaving = false;

/** True once the shopper chose to sign out (until the page that follows loads). */
export function isSigningOut(): boolean {
  return leaving;
}

/**
 * Signs out on purpose and goes to `callbackUrl`. next-auth revokes the backend token first
 * (auth-options), so a call still in flight with it comes back 401: that must not read as
 * "your session ended, sign in again" (AuthBridge checks isSigningOut).
 */
export async function signOutOfShop(callbackUrl: string): Promise<void> {
  leaving = true;
  try {
    // The worker's kept pages go first, before the redirect (src/lib/pwa/visitor-caches.ts);
    // loaded now, not with every page.
    await import('@/lib/pwa/visitor-caches')
      .then(({ clearVisitorCaches }) => clearVisitorCaches())
      .catch(() => undefined);
    await signOut({ callbackUrl });
  } catch (error) {
    // Still here and still signed in (offline?): a later 401 means something again.
    leaving = false;
    throw error;
  }
}
