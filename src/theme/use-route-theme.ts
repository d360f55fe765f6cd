import { useState } from 'react';
import { resolveRouteTheme, type ThemeName } from './route-themes';

/**
 * Remembers the last theme a themed route chose, so routes outside the table keep it across
 * client-side navigation. The state is adjusted during render (React's documented pattern for
 * derived state) so the new theme is applied in the same paint as the new page.
 */
export function useRouteTheme(pathname: string): ThemeName {
  const [theme, setTheme] = useState<ThemeName>(() => resolveRouteTheme(pathname));
  const next = resolveRouteTheme(pathname, theme);
  if (next !== theme) setTheme(next);
  return next;
}
