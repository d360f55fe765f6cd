import { clearVisitorCaches } from '@/lib/pwa/visitor-caches';
import { signOut } from './next-auth-client';
import { setSigningOut } from './signing-out';

/**
 * Signs out on purpose and goes to `callbackUrl`. next-auth revokes the backend token first
 * (auth-options), so a call still in flight with it comes back 401: that must not read as
 * "your session ended, sign in again" (AuthBridge checks isSigningOut).
 */
export async function signOutOfShop(callbackUrl: string): Promise<void> {
  setSigningOut(true);
  try {
    // The worker's kept pages go first, before the redirect (src/lib/pwa/visitor-caches.ts).
    await clearVisitorCaches().catch(() => undefined);
    await signOut({ callbackUrl });
  } catch (error) {
    // Still here and still signed in (offline?): a later 401 means something again.
    setSigningOut(false);
    throw error;
  }
}
