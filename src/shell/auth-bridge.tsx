import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { setAuthTokenProvider } from '@/lib/api/auth-token';
import { setUnauthorizedHandler } from '@/lib/api/unauthorized';
import { SESSION_REQUIRED, signInHref } from '@/lib/auth/auth-paths';
import { signOut } from '@/lib/auth/next-auth-client';
import { useSession } from '@/lib/auth/session';
import { isSigningOut } from '@/lib/auth/sign-out';
import { localePath } from '@/lib/i18n/locale-path';

/**
 * Connects the session to the API client: every call carries the current backend token, and
 * a token the backend refuses ends the session and leads to sign-in, then back here.
 */
export function AuthBridge() {
  const { data } = useSession();
  const router = useRouter();
  const token = data?.token;

  // Mutations read the token when they are sent; SWR hooks of signed-in calls also key on
  // it (useSessionToken) and pass it themselves, so no fetch runs before this effect matters.
  useEffect(() => {
    setAuthTokenProvider(() => token);
  }, [token]);

  useEffect(() => {
    let leaving = false;
    setUnauthorizedHandler(() => {
      // A deliberate sign-out revokes the token itself: its stragglers' 401s mean nothing.
      if (leaving || isSigningOut()) return;
      leaving = true;
      const back = localePath(router.asPath, router.locale);
      void signOut({ redirect: false }).then(() =>
        router.replace(signInHref(back, { error: SESSION_REQUIRED }), undefined, {
          locale: router.locale,
        }),
      );
    });
    return () => {
      setUnauthorizedHandler(undefined);
    };
  }, [router]);

  return null;
}
