import { useRouter } from 'next/router';
import { useEffect } from 'react';
import { setSignedInProvider } from '@/lib/api/signed-in';
import { setUnauthorizedHandler } from '@/lib/api/unauthorized';
import { SESSION_REQUIRED, signInHref } from '@/lib/auth/auth-paths';
import { signOut } from '@/lib/auth/next-auth-client';
import { useSession } from '@/lib/auth/session';
import { isSigningOut } from '@/lib/auth/signing-out';
import { localePath } from '@/lib/i18n/locale-path';

/**
 * Connects the session to the API client: while signed in, a call the backend refuses with
 * 401 (the session cookie's token was revoked) ends the session and leads to sign-in, then
 * back here. The calls carry the session cookie by themselves.
 */
export function AuthBridge() {
  const { status } = useSession();
  const router = useRouter();
  const signedIn = status === 'authenticated';

  useEffect(() => {
    setSignedInProvider(() => signedIn);
  }, [signedIn]);

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
