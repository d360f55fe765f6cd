import { Suspense, useEffect, type ReactNode } from 'react';
import { replayEarlyTaps } from '@/lib/browser/early-taps';

/** The boundaries that hydrate after the root: the page's (DeferredHydration) and the overlays'. */
export type HydratedPart = 'page' | 'overlays';

const PARTS: readonly HydratedPart[] = ['page', 'overlays'];
const flag = (part: HydratedPart) => `data-${part}-hydrated`;

/**
 * Marks its boundary hydrated, and the document (`html[data-hydrated]`, what the browser tests
 * wait for) once both boundaries are: the overlays' boundary (the cookie notice, the analytics
 * loader) hydrates after the page's, so a mark set by the page alone was set before a
 * visitor's given consent had loaded a tracker. The marks live on the document, not in this
 * module, so that a test's fresh document starts unmarked. The page's mark also replays the
 * taps and typing the shopper made before it was interactive (ADR 0024).
 */
export function HydratedMark({ part }: { part: HydratedPart }) {
  useEffect(() => {
    const root = document.documentElement;
    root.setAttribute(flag(part), 'true');
    if (PARTS.every((each) => root.hasAttribute(flag(each)))) root.dataset.hydrated = 'true';
    if (part === 'page') void replayEarlyTaps();
  }, [part]);
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
      <HydratedMark part="page" />
    </Suspense>
  );
}
