import type { Session } from 'next-auth';
import type { SessionContextValue } from 'next-auth/react';
import dynamic from 'next/dynamic';
import { createContext, useContext, useState, useSyncExternalStore, type ReactNode } from 'react';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { loadNextAuthClient } from './next-auth-client';

export type ShopSession = SessionContextValue;

const SessionSync = dynamic(() => import('./session-sync'), { ssr: false });

// In the browser, start the download as this module runs, in parallel with hydration, rather
// than when SessionSync first renders.
if (typeof window !== 'undefined') void loadNextAuthClient().catch(() => undefined);

type SessionStore = ExternalStore<ShopSession> & { initial: ShopSession };

const SessionContext = createContext<SessionStore | undefined>(undefined);

/** Until next-auth's client is here: update() has nothing to refresh yet. */
const noUpdate = () => Promise.resolve(null);

/** What the page knows before next-auth's client does: the server's session, if it sent one. */
function initialSession(session: Session | null | undefined): ShopSession {
  if (session === undefined) return { data: null, status: 'loading', update: noUpdate };
  return session
    ? { data: session, status: 'authenticated', update: noUpdate }
    : { data: null, status: 'unauthenticated', update: noUpdate };
}

function createSessionStore(session: Session | null | undefined): SessionStore {
  const initial = initialSession(session);
  return { ...createExternalStore(() => initial), initial };
}

/**
 * The app's session provider: next-auth's own SessionProvider does the work (fetching
 * /api/auth/session, refetching on focus, keeping tabs in step), mounted beside the page by
 * SessionSync once its code has arrived, and reporting here. Until then the page sees the
 * server's session (protected pages pass it) or `loading`, exactly what next-auth shows
 * before its first fetch.
 *
 * The context holds a store that never changes, and components subscribe to it: a new
 * session re-renders the components that show it, not everything below the provider. Content
 * still waiting to hydrate (DeferredHydration) is not forced to hydrate by it.
 */
export function ShopSessionProvider({
  session,
  children,
}: {
  session: Session | null | undefined;
  children: ReactNode;
}) {
  const [store] = useState(() => createSessionStore(session));
  return (
    <SessionContext.Provider value={store}>
      {children}
      <SessionSync session={session} onChange={store.set} />
    </SessionContext.Provider>
  );
}

/** The shopper's session, as next-auth's useSession gives it. */
export function useSession(): ShopSession {
  const store = useContext(SessionContext);
  if (!store) throw new Error('useSession must be used inside ShopSessionProvider');
  // While hydrating, what the server rendered; the current session right after.
  return useSyncExternalStore(store.subscribe, store.getSnapshot, () => store.initial);
}
