import { useSyncExternalStore } from 'react';
import type { InstallOfferKind } from '@/lib/install-offer/offer-due';
import { installOfferStore } from '../model/install-offer-store';

/**
 * The install offer due now, if any. The code that reads the browser's facts (and keeps its
 * install prompt) runs in the chunk every page loads after load and idle
 * (src/shell/after-load-shell.tsx), not in the first load: the storefront's budget is spent.
 * Chrome sends `beforeinstallprompt` only once the shop's worker runs, which that chunk starts.
 */
export function useInstallOffer(): InstallOfferKind | undefined {
  return useSyncExternalStore(
    installOfferStore.subscribe,
    installOfferStore.getSnapshot,
    () => undefined,
  );
}
