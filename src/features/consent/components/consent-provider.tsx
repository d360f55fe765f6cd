import {
  createContext,
  useCallback,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { createExternalStore } from '@/lib/external-store';
import { readConsent, storeConsent, type ConsentStatus } from '../model/consent';

/** `pending` until hydration (the server cannot see cookies of a static page). */
type Snapshot = ConsentStatus | 'undecided' | 'pending';

export type ConsentContextValue = {
  ready: boolean;
  status: ConsentStatus | undefined;
  decide: (status: ConsentStatus) => void;
};

export const ConsentContext = createContext<ConsentContextValue | null>(null);

const serverSnapshot = (): Snapshot => 'pending';

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createExternalStore<Snapshot>(
      () => readConsent() ?? 'undecided',
      (next) => {
        if (next === 'accepted' || next === 'declined') storeConsent(next);
      },
    ),
  );
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);

  const decide = useCallback(
    (next: ConsentStatus) => {
      store.set(next);
    },
    [store],
  );

  const value = useMemo<ConsentContextValue>(
    () => ({
      ready: snapshot !== 'pending',
      status: snapshot === 'accepted' || snapshot === 'declined' ? snapshot : undefined,
      decide,
    }),
    [snapshot, decide],
  );
  return <ConsentContext.Provider value={value}>{children}</ConsentContext.Provider>;
}
