import { useEffect, useState } from 'react';
import type { InstallOfferKind } from '@/lib/install-offer/offer-due';

/**
 * The install offer due now, if any. Undefined on the server and until the browser's facts
 * are read after hydration, so the server HTML never carries the offer. The code that reads
 * them (and keeps the browser's prompt) is a chunk of its own, fetched after hydration: every
 * page's first load stays as it was (docs/performance.md, the storefront ceiling). Chrome sends
 * `beforeinstallprompt` only once the shop's worker runs, itself started after load and idle.
 */
export function useInstallOffer(): InstallOfferKind | undefined {
  const [offer, setOffer] = useState<InstallOfferKind>();
  useEffect(() => {
    let stop: (() => void) | undefined;
    let unmounted = false;
    void import('@/lib/install-offer/watch-install-offer').then(({ watchInstallOffer }) => {
      if (!unmounted) stop = watchInstallOffer(setOffer);
    });
    return () => {
      unmounted = true;
      stop?.();
    };
  }, []);
  return offer;
}
