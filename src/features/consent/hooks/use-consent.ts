import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import { ConsentContext, type ConsentSnapshot } from '../components/consent-provider';
import type { ConsentStatus } from '../model/consent';

export type ConsentContextValue = {
  ready: boolean;
  status: ConsentStatus | undefined;
  decide: (status: ConsentStatus) => void;
};

const serverSnapshot = (): ConsentSnapshot => 'pending';

/** The visitor's choice (read after hydration) and the way to make it. */
export function useConsent(): ConsentContextValue {
  const store = useContext(ConsentContext);
  if (!store) throw new Error('useConsent must be used inside <ConsentProvider>');
  const snapshot = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const decide = useCallback(
    (next: ConsentStatus) => {
      store.set(next);
    },
    [store],
  );
  return useMemo(
    () => ({
      ready: snapshot !== 'pending',
      status: snapshot === 'accepted' || snapshot === 'declined' ? snapshot : undefined,
      decide,
    }),
    [snapshot, decide],
  );
}
