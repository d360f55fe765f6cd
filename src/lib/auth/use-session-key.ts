import { useSession } from './session';

/**
 * Which account is signed in, as an SWR key part, or undefined. Hooks of signed-in calls key
 * on it, so they wait for the session and another account never sees cached answers. The
 * calls themselves are authenticated by the session cookie; no token reaches this code.
 */
export function useSessionKey(): string | undefined {
  const { data } = useSession();
  return data?.user ? `account-${data.user.id}` : undefined;
}
