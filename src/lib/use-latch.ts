import { useState } from 'react';

/**
 * True from the first render where `on` is, and from then on. For what loads on first want
 * and stays mounted afterwards, so its closing can animate (a dialog, a notice): set during
 * render, as React allows for state derived from props, so it shows in the same commit.
 */
export function useLatch(on: boolean): boolean {
  const [latched, setLatched] = useState(on);
  if (on && !latched) setLatched(true);
  return latched || on;
}
