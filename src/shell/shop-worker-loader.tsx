import dynamic from 'next/dynamic';
import { useEffect, useState } from 'react';

const UpdateOffer = dynamic(() => import('@/lib/pwa/update-offer'), { ssr: false });

/**
 * Starts the shop's service worker after the page has loaded and the browser is idle, from a
 * module fetched then (src/lib/pwa/update-moments.ts): no page carries it in its first-load
 * JavaScript, and the worker's own downloads never compete with the page's. Shows the
 * new-version offer when that module says the moment is safe.
 */
export function ShopWorkerLoader() {
  const [offer, setOffer] = useState(false);
  useEffect(() => {
    const start = () => {
      // Safari has no requestIdleCallback.
      const whenIdle = (run: () => void) =>
        'requestIdleCallback' in window ? window.requestIdleCallback(run) : setTimeout(run, 200);
      whenIdle(() => {
        import('@/lib/pwa/update-moments')
          .then(({ startShopWorker }) => {
            startShopWorker(setOffer);
          })
          // A chunk lost to a dead network: the worker starts on the next page load.
          .catch(() => undefined);
      });
    };
    if (document.readyState === 'complete') start();
    else window.addEventListener('load', start, { once: true });
  }, []);
  return offer ? <UpdateOffer onDismiss={() => setOffer(false)} /> : null;
}
