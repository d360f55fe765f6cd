import {
  capturedPrompt,
  countVisit,
  INSTALL_OFFER_EVENT,
  installDecision,
  isIos,
  isStandalone,
  listenForInstallPrompt,
  orderPlaced,
} from './install-offer-state';
import { installOfferDue, type InstallOfferKind } from './offer-due';

/**
 * Counts this visit, keeps the browser's install prompt, and tells `onOffer` which offer is
 * due now and whenever that changes (an order placed, the prompt arriving, an answer).
 * Returns the way to stop listening.
 */
export function watchInstallOffer(onOffer: (offer: InstallOfferKind | undefined) => void) {
  const visits = countVisit();
  const update = () => {
    onOffer(
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
}
