import { useSession } from './session';

/**
 * The backend token of the signed-in shopper, or undefined. SWR hooks of signed-in calls key
 * on it, so they wait for the session and a different account never sees cached answers.
 */
export function useSessionToken(): string | undefined {
  const { data } = useSession();
  return data?.token;
}
