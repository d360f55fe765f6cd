import { useEffect } from 'react';
import { scrolledPercent } from '../model/consent';

/** Calls `onReached` once the visitor scrolls past `percent` of the page, if enabled. */
export function useAcceptOnScroll(enabled: boolean, percent: number, onReached: () => void): void {
  useEffect(() => {
    if (!enabled) return;
    const onScroll = () => {
      const reached =
        scrolledPercent(
          window.scrollY,
          window.innerHeight,
          document.documentElement.scrollHeight,
        ) >= percent;
      if (reached) onReached();
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [enabled, percent, onReached]);
}
