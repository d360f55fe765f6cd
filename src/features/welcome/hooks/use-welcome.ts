import { useCallback, useState, useSyncExternalStore } from 'react';
import { createExternalStore } from '@/lib/external-store';
import { hasVisited, markVisited } from '../model/visited';

/**
 * `pending` while the server renders and React hydrates (no cookie can be read yet), `due`
 * for a first-time visitor the dialog should greet, `done` once it has been dismissed, for a
 * returning visitor, and wherever the dialog is not offered at all.
 */
export type WelcomeStatus = 'pending' | 'due' | 'done';

type Snapshot = 'pending' | 'visited' | 'new';
const serverSnapshot = (): Snapshot => 'pending';

/**
 * Whether the welcome dialog is due, and the way to dismiss it (stores the `visited` cookie,
 * 365 days, SameSite lax). `offered` false: the dialog is not shown here, and the cookie is
 * left alone so a later visit that starts where it is offered still greets the shopper.
 * `skip` does the same for this page view: the visitor was already using the page when the
 * dialog could open (welcome-gate.tsx).
 */
export function useWelcome(offered: boolean): {
  status: WelcomeStatus;
  dismiss: () => void;
  skip: () => void;
} {
  const [store] = useState(() =>
    createExternalStore<Snapshot>(
      () => (hasVisited() ? 'visited' : 'new'),
      (next) => {
        if (next === 'visited') markVisited();
      },
    ),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const [skipped, setSkipped] = useState(false);
  const dismiss = useCallback(() => {
    store.set('visited');
  }, [store]);
  const skip = useCallback(() => setSkipped(true), []);

  if (!offered || skipped) return { status: 'done', dismiss, skip };
  if (snapshot === 'pending') return { status: 'pending', dismiss, skip };
  return { status: snapshot === 'new' ? 'due' : 'done', dismiss, skip };
}
