import useMediaQuery from '@mui/material/useMediaQuery';
import { useCallback, useEffect, useState } from 'react';

/** Long enough to read a title and a line (WCAG 2.2.2 also gives the shopper a pause). */
export const SLIDE_INTERVAL_MS = 7000;

/**
 * Which slide shows and whether the carousel turns by itself. It turns only when the shopper
 * has not asked for reduced motion (unless they press play) and not while the pointer or the
 * keyboard focus is inside it, so nothing moves under a reader.
 */
export function useCarousel(count: number) {
  const [active, setActive] = useState(0);
  const [choice, setChoice] = useState<'play' | 'pause' | null>(null);
  const [held, setHeld] = useState({ hover: false, focus: false });
  const reducedMotion = useMediaQuery('(prefers-reduced-motion: reduce)');
  const playing = count > 1 && (choice ? choice === 'play' : !reducedMotion);
  const turning = playing && !held.hover && !held.focus;

  const go = useCallback((index: number) => setActive(((index % count) + count) % count), [count]);
  const next = useCallback(() => setActive((current) => (current + 1) % count), [count]);
  const previous = useCallback(
    () => setActive((current) => (current - 1 + count) % count),
    [count],
  );

  useEffect(() => {
    if (!turning) return undefined;
    const timer = window.setInterval(next, SLIDE_INTERVAL_MS);
    return () => window.clearInterval(timer);
  }, [turning, next]);

  return {
    active,
    playing,
    reducedMotion,
    go,
    next,
    previous,
    togglePlay: () => setChoice(playing ? 'pause' : 'play'),
    hold: (what: 'hover' | 'focus', on: boolean) =>
      setHeld((current) => (current[what] === on ? current : { ...current, [what]: on })),
  };
}
