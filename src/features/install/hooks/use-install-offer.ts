import { useEffect, useState } from 'react';
import {
  capturedPrompt,
  countVisit,
  INSTALL_OFFER_EVENT,
  installDecision,
  isIos,
  isStandalone,
  listenForInstallPrompt,
  orderPlaced,
} from '@/lib/install-offer/install-offer-state';
import { installOfferDue, type InstallOfferKind } from '@/lib/install-offer/offer-due';

/**
 * The install offer due now, if any. Undefined on the server and until the browser's facts
 * are read after hydration, so the server HTML never carries the offer. Counts the visit.
 */
export function useInstallOffer(): InstallOfferKind | undefined {
  const [offer, setOffer] = useState<InstallOfferKind>();
  useEffect(() => {
    const visits = countVisit();
    const update = () => {
      setOffer(
        installOfferDue({
          visits,
          orderPlaced: orderPlaced(),
          decision: installDecision(),
          standalone: isStandalone(),
          hasPrompt: capturedPrompt() !== undefined,
          ios: isIos(),
        }),
      );
    };
    const stopListening = listenForInstallPrompt();
    window.addEventListener(INSTALL_OFFER_EVENT, update);
    update();
    return () => {
      stopListening();
      window.removeEventListener(INSTALL_OFFER_EVENT, update);
    };
  }, []);
  return offer;
}
