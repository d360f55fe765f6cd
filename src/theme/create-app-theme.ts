import { createTheme, type Theme } from '@mui/material/styles';
import type { Direction } from '@/lib/i18n/locales';
import { components } from './components';
import { paletteFor } from './palette';
import type { ThemeName } from './route-themes';
import { breakpoints, typography } from './typography';

const cache = new Map<string, Theme>();

/** Themes are immutable, so one instance per (name, direction) is shared by every render. */
export function createAppTheme(name: ThemeName, direction: Direction): Theme {
  const key = `${name}:${direction}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const theme = createTheme({
    direction,
    breakpoints,
    palette: paletteFor(name),
    typography,
    shape: { borderRadius: 8 },
    components,
  });
  cache.set(key, theme);
  return theme;
}
