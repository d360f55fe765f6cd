import { useEffect, useState } from 'react';

/** One request per key for the whole visit: every header and footer asking shares it. */
const pending = new Map<string, Promise<unknown>>();

/**
 * What a page could not bring with it, asked from the browser once: the shop's facts and
 * categories on the pages that cannot carry them (404 and 500 are static) or when the backend
 * failed during the render. Not SWR: its 5 kB would be in every page's first load for pages
 * that almost never need it (docs/performance.md, issue 26). A failed request is forgotten,
 * so the next page that needs it asks again; until then the caller shows nothing.
 */
export function useBrowserFallback<T>(key: string | null, load: () => Promise<T>): T | undefined {
  const [known, setKnown] = useState<{ key: string; value: T }>();
  useEffect(() => {
    if (key === null) return;
    let live = true;
    let request = pending.get(key) as Promise<T> | undefined;
    if (!request) {
      request = load();
      pending.set(key, request);
      request.catch(() => pending.delete(key));
    }
    request.then(
      (value) => {
        if (live) setKnown({ key, value });
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
    // `load` is what `key` names: a new function with the same key asks nothing new.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return known?.key === key ? known.value : undefined;
}

/** For tests: start each from an empty visit. */
export function forgetBrowserFallbacks(): void {
  pending.clear();
}
