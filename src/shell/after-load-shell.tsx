import { useEffect, useState } from 'react';
import { useCart } from '@/features/cart/hooks/use-cart';
import { OrderOutbox } from '@/features/checkout/components/order-outbox';
import { InstallOfferHost } from '@/features/install/components/install-offer';
import { manifestPath } from '@/features/install/model/manifest-path';
import { useSessionKey } from '@/lib/auth/use-session-key';
import type { Locale } from '@/lib/i18n/locales';
import UpdateOffer from '@/lib/pwa/update-offer';
import { startShopWorker } from '@/lib/pwa/update-moments';

/** A signed-in shopper's outbox, with the cart handed in from the cart feature. */
function OrderOutboxMount() {
  const account = useSessionKey();
  const { cart, clearCart } = useCart();
  return account ? <OrderOutbox lines={cart} clearCart={clearCart} /> : null;
}

/**
 * Loaded after the page (after-load-slot.tsx): the install offer (in the overlays' turn) and
 * the manifest link of the language on screen (a client-side switch does not re-render
 * _document), registers the shop's worker and shows its new-version offer
 * when update-moments.ts says the moment is safe, and sends a signed-in shopper's orders kept
 * offline, from whatever shop page is open (staff screens order nothing).
 */
export function AfterLoadShell({ pathname, locale }: { pathname: string; locale: Locale }) {
  const [offer, setOffer] = useState(false);
  useEffect(() => startShopWorker(setOffer), []);
  useEffect(() => {
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
  }, [locale]);
  return (
    <>
      {pathname.startsWith('/dashboard') ? null : <OrderOutboxMount />}
      {offer ? <UpdateOffer onDismiss={() => setOffer(false)} /> : null}
      <InstallOfferHost />
    </>
  );
}
