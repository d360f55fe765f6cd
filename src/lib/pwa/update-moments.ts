import Router from 'next/router';
import { checkForUpdate, registerShopWorker, updateWaiting } from './register';

/** Pages where a reload could lose what the visitor is doing: the offer never shows there. */
const NO_OFFER_PAGES = new Set(['/checkout']);

/** Client-side navigations ask the server for a new worker at most this often. */
const CHECK_EVERY_MS = 5 * 60 * 1000;

const typing = () => {
  const field = document.activeElement;
  return (
    field instanceof HTMLElement && field.matches('input, textarea, select, [contenteditable]')
  );
};

/**
 * Starts the shop's worker and says when to offer a waiting new version ("A new version of the
 * shop is ready — Reload"). A safe moment is one where the visitor is not in the middle of
 * something: right after a client-side navigation completes (the new page has nothing typed
 * yet), or when the update is found while no form field has the focus; never on the pages of
 * NO_OFFER_PAGES. The offer itself never reloads: only the visitor's tap does
 * (applyUpdate), so a half-filled form is never lost.
 */
export function startShopWorker(offer: (show: boolean) => void): void {
  void registerShopWorker();
  const allowedHere = () => !NO_OFFER_PAGES.has(Router.pathname);
  updateWaiting.subscribe(() => {
    if (updateWaiting.getSnapshot() && allowedHere() && !typing()) offer(true);
  });
  if (updateWaiting.getSnapshot() && allowedHere() && !typing()) offer(true);

  let checkedAt = Date.now();
  Router.events.on('routeChangeComplete', () => {
    offer(updateWaiting.getSnapshot() && allowedHere());
    // A visitor who browses without reloading would otherwise only learn of a deploy on the
    // next full page load.
    if (Date.now() - checkedAt > CHECK_EVERY_MS) {
      checkedAt = Date.now();
      checkForUpdate();
    }
  });
}
