import { useEffect, useState } from 'react';

/**
 * False until the page has loaded and the browser is idle: what mounts behind it (and the
 * chunks it imports) never competes with the page's own first load.
 */
export function useAfterLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    const idle = () => {
      const done = () => live && setReady(true);
      // Safari has no requestIdleCallback, whatever the DOM types say.
      if ('requestIdleCallback' in window) window.requestIdleCallback(done);
      else setTimeout(done, 1);
    };
    if (document.readyState === 'complete') idle();
    else window.addEventListener('load', idle, { once: true });
    return () => {
      live = false;
      window.removeEventListener('load', idle);
    };
  }, []);
  return ready;
}
