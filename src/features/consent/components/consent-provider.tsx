import { createContext, useState, type ReactNode } from 'react';
import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { readConsent, storeConsent, type ConsentStatus } from '../model/consent';

/** `pending` until hydration (the server cannot see cookies of a static page). */
export type ConsentSnapshot = ConsentStatus | 'undecided' | 'pending';

/**
 * The consent store. The context's value never changes, so reading the cookie after hydration
 * re-renders only the components that ask (useConsent), not everything under the provider
 * (see settings-provider.tsx for why that matters).
 */
export const ConsentContext = createContext<ExternalStore<ConsentSnapshot> | null>(null);

export function ConsentProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() =>
    createExternalStore<ConsentSnapshot>(
      () => readConsent() ?? 'undecided',
      (next) => {
        if (next === 'accepted' || next === 'declined') storeConsent(next);
      },
    ),
  );
  return <ConsentContext.Provider value={store}>{children}</ConsentContext.Provider>;
}
