import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useEffect, useRef, useState, type ReactNode } from 'react';

type Props = {
  children: ReactNode;
  /** The room the content will take, kept while it waits, so nothing below it moves. */
  reserve: SxProps<Theme>;
  /** How far ahead of the viewport to start rendering (CSS margin syntax). */
  rootMargin?: string;
};

/**
 * Renders its children once they come within `rootMargin` of the viewport, not with the page:
 * for sections below the fold whose server render and hydration cost more than the first
 * screen needs (a product page's similar items are a third of its render). The server and the
 * first client render hold an empty box of the reserved size; without IntersectionObserver
 * (old browsers, tests) the children render at once.
 */
export function WhenNearViewport({ children, reserve, rootMargin = '600px' }: Props) {
  const holder = useRef<HTMLDivElement>(null);
  const [near, setNear] = useState(false);

  useEffect(() => {
    const node = holder.current;
    if (near || !node) return undefined;
    if (typeof IntersectionObserver === 'undefined') {
      // Nothing tells us where the shopper is: show it right after the first paint.
      const timer = setTimeout(() => setNear(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { rootMargin },
    );
    observer.observe(node);
    return () => observer.disconnect();
  }, [near, rootMargin]);

  if (near) return <>{children}</>;
  return <Box ref={holder} data-testid="deferred-section" sx={reserve} />;
}
