import type { Session } from 'next-auth';
import type { SessionContextValue } from 'next-auth/react';
import dynamic from 'next/dynamic';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useState,
  type ReactNode,
} from 'react';
import { loadNextAuthClient } from './next-auth-client';

export type ShopSession = SessionContextValue;

const SessionSync = dynamic(() => import('./session-sync'), { ssr: false });

// In the browser, start the download as this module runs, in parallel with hydration, rather
// than when SessionSync first renders.
if (typeof window !== 'undefined') void loadNextAuthClient().catch(() => undefined);

const SessionContext = createContext<ShopSession | undefined>(undefined);

/** Until next-auth's client is here: update() has nothing to refresh yet. */
const noUpdate = () => Promise.resolve(null);

/** What the page knows before next-auth's client does: the server's session, if it sent one. */
function initialSession(session: Session | null | undefined): ShopSession {
  if (session === undefined) return { data: null, status: 'loading', update: noUpdate };
  return session
    ? { data: session, status: 'authenticated', update: noUpdate }
    : { data: null, status: 'unauthenticated', update: noUpdate };
}

/**
 * The app's session provider: next-auth's own SessionProvider does the work (fetching
 * /api/auth/session, refetching on focus, keeping tabs in step), mounted beside the page by
 * SessionSync once its code has arrived, and reporting here. The page itself never remounts;
 * until then it sees the server's session (protected pages pass it) or `loading`, exactly what
 * next-auth shows before its first fetch.
 */
export function ShopSessionProvider({
  session,
  children,
}: {
  session: Session | null | undefined;
  children: ReactNode;
}) {
  const [value, setValue] = useState<ShopSession>(() => initialSession(session));
  // As a transition: the new session reaches every consumer, including the part of the page
  // still waiting to hydrate (DeferredHydration), which then hydrates in slices, not at once.
  const report = useCallback((next: ShopSession) => {
    startTransition(() => {
      setValue(next);
    });
  }, []);
  return (
    <SessionContext.Provider value={value}>
      {children}
      <SessionSync session={session} onChange={report} />
    </SessionContext.Provider>
  );
}

/** The shopper's session, as next-auth's useSession gives it. */
export function useSession(): ShopSession {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside ShopSessionProvider');
  return value;
}
