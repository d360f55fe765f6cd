import Router from 'next/router';
import {
  Suspense,
  use,
  useEffect,
  useId,
  useRef,
  useState,
  type FulfilledReactPromise,
  type PendingReactPromise,
  type ReactNode,
} from 'react';

/** A promise that React's `use` reads synchronously once opened (React's thenable fields). */
type GateThenable = PendingReactPromise<void> | FulfilledReactPromise<void>;
type Gate = { thenable: () => GateThenable; open: () => void; isOpen: () => boolean };

function createGate(): Gate {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((done) => {
    resolve = done;
  });
  let thenable: GateThenable = Object.assign(promise, { status: 'pending' as const });
  return {
    thenable: () => thenable,
    isOpen: () => thenable.status === 'fulfilled',
    open() {
      if (thenable.status === 'fulfilled') return;
      // Marked before it settles, so a render already under way does not suspend on it.
      thenable = Object.assign(promise, { status: 'fulfilled' as const, value: undefined });
      resolve();
    },
  };
}

/** Suspends (and so keeps the server's HTML as it is) until the gate opens. */
function Gated({ gate, children }: { gate: Gate | null; children: ReactNode }) {
  if (gate) use(gate.thenable());
  return children;
}

/**
 * The gates still closed on this page. A navigation changes what the app's providers hold
 * (the language's translations, a route's theme): React cannot pass a new context value into
 * content that has not hydrated, so it would wait for every gate before showing the next page,
 * and the navigation would never end. Leaving the page opens them all first.
 */
const closedGates = new Set<() => void>();
let listening = false;

function openGatesOnNavigation(): void {
  if (listening) return;
  listening = true;
  Router.events.on('routeChangeStart', () => {
    for (const open of [...closedGates]) open();
  });
}

/** Events that mean the shopper is about to use the content: hydrate it at once. */
const INTENT_EVENTS = ['pointerover', 'pointerdown', 'touchstart', 'focusin'] as const;

type Props = {
  children: ReactNode;
  /** How close to the viewport the content hydrates (IntersectionObserver's rootMargin). */
  margin?: string;
};

/**
 * Server-rendered content that stays plain HTML (links work, text reads) until it comes near
 * the viewport or the shopper points at, touches or tabs into it; then React hydrates it, in
 * slices at low priority. On a cheap phone, hydrating a whole page of product cards at load is
 * seconds of work for content nobody has scrolled to yet (docs/adr/0006-performance.md).
 *
 * Rendered in the browser (a client-side navigation, or content that appears later) it shows
 * its children at once: only HTML from the server can wait. Whether its HTML came from the
 * server is told by its wrapper: `useId` gives the same id on the server and while hydrating,
 * and a fresh client render gets an id no server ever wrote.
 *
 * Content still waiting when its parent renders it again (new page data after a client-side
 * navigation, or a re-render above it) is not hydrated at all: its server HTML is stale, and
 * React would hydrate each waiting boundary in turn, restarting the whole update for every one
 * of them. It is dropped and drawn afresh in the same commit. Context values above it must not
 * change while it waits (the app's providers hold stores whose values never change): React
 * would have to hydrate it to pass them on.
 */
export function LazyHydration({ children, margin = '0px' }: Props) {
  const id = useId();
  const ref = useRef<HTMLDivElement>(null);
  const [gate] = useState(() =>
    typeof document !== 'undefined' && document.getElementById(id) ? createGate() : null,
  );
  const rendered = useRef(false);
  const discarded = useRef(false);
  // A render after the first one, with the server's HTML still waiting: draw it afresh. Set
  // during render because the boundary below must get its new key in this same render.
  // eslint-disable-next-line react-hooks/refs -- reading the ref is the point: a re-render.
  if (rendered.current && gate && !gate.isOpen()) discarded.current = true;
  // eslint-disable-next-line react-hooks/refs
  const fresh = discarded.current;

  useEffect(() => {
    rendered.current = true;
    const element = ref.current;
    if (!gate || !element) return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) done();
      },
      { rootMargin: margin },
    );
    // On the window, in the capture phase: React stops these events at its root while their
    // target waits to hydrate (to replay them afterwards), before they would reach `element`.
    const onIntent = (event: Event) => {
      if (event.target instanceof Node && element.contains(event.target)) done();
    };
    const stop = () => {
      observer.disconnect();
      closedGates.delete(done);
      for (const event of INTENT_EVENTS) window.removeEventListener(event, onIntent, true);
    };
    function done() {
      gate?.open();
      stop();
    }
    openGatesOnNavigation();
    closedGates.add(done);
    observer.observe(element);
    for (const event of INTENT_EVENTS) {
      window.addEventListener(event, onIntent, { capture: true, passive: true });
    }
    return stop;
  }, [gate, margin]);

  return (
    <div id={id} ref={ref}>
      <Suspense key={fresh ? 'client' : 'server'} fallback={null}>
        <Gated gate={fresh ? null : gate}>{children}</Gated>
      </Suspense>
    </div>
  );
}
