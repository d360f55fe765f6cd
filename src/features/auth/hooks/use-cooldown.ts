import { useCallback, useEffect, useState } from 'react';

/**
 * Seconds left before something may be done again, counting down once a second. It starts
 * running on mount (the page was reached right after the first send) and again on `restart`.
 */
export function useCooldown(seconds: number): { left: number; restart: () => void } {
  const [until, setUntil] = useState(() => Date.now() + seconds * 1000);
  const [left, setLeft] = useState(seconds);

  useEffect(() => {
    const tick = () => setLeft(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = window.setInterval(tick, 1000);
    return () => window.clearInterval(timer);
  }, [until]);

  const restart = useCallback(() => setUntil(Date.now() + seconds * 1000), [seconds]);
  return { left, restart };
}
