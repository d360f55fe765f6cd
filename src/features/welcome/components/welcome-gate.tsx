import dynamic from 'next/dynamic';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';
import { hasVisited, markVisited } from '../model/visited';

// The dialog's code is fetched only for first-time visitors.
const WelcomeDialog = dynamic(() => import('./welcome-dialog'), { ssr: false });

/** The server (and hydration) treat everyone as a returning visitor: the dialog starts closed. */
const serverSnapshot = () => true;

/**
 * Opens after hydration when the visitor has no `visited` cookie. Starting or dismissing
 * stores the cookie (365 days, SameSite lax) and closes it.
 */
export function WelcomeGate() {
  const [store] = useState(() =>
    createExternalStore(hasVisited, (visited) => {
      if (visited) markVisited();
    }),
  );
  const visited = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const close = useCallback(() => {
    store.set(true);
  }, [store]);

  return visited ? null : <WelcomeDialog open onClose={close} />;
}
