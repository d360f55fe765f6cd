import { useEffect, useSyncExternalStore } from 'react';
import { watchInstallOffer } from '@/lib/install-offer/watch-install-offer';
import { useInstallOffer } from '../hooks/use-install-offer';
import { installOfferStore, installTurnStore } from '../model/install-offer-store';
import { InstallCard } from './install-card';

/**
 * Watches for the install offer's moment and shows the card when it is due and its turn
 * (global-overlays.tsx decides the turn). Rendered by the chunk every page loads after load
 * and idle (src/shell/after-load-shell.tsx): no page carries it in its first load.
 */
export function InstallOfferHost() {
  const due = useInstallOffer();
  const turn = useSyncExternalStore(
    installTurnStore.subscribe,
    installTurnStore.getSnapshot,
    () => false,
  );
  useEffect(() => watchInstallOffer((next) => installOfferStore.set(next)), []);
  return due && turn ? <InstallCard kind={due} /> : null;
}
