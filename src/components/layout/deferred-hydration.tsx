import { Suspense, useEffect, type ReactNode } from 'react';
import { replayEarlyTaps } from '@/lib/browser/early-taps';

/**
 * Marks the page as interactive once the content around it is (browser tests wait for it),
 * and then replays the taps and typing the shopper made before it was (ADR 0024).
 */
function HydratedMarker() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
    void replayEarlyTaps();
  }, []);
  return null;
}

/**
 * Server-rendered content that hydrates apart from the frame around it. React hydrates what is
 * inside a Suspense boundary after the rest, at low priority and in slices of a few
 * milliseconds that let the browser paint and answer input in between, instead of in one task
 * of seconds on a slow phone; a tap on it before then hydrates it at once and is replayed
 * (docs/adr/0006-performance.md). Nothing inside suspends, so the fallback is never shown.
 */
export function DeferredHydration({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={null}>
      {children}
      <HydratedMarker />
    </Suspense>
  );
}
