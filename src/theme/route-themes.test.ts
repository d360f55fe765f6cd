import { describe, expect, it } from '@jest/globals';
import { createAppTheme } from './create-app-theme';
import { THEME_PRIMARY } from './palette';
import {
  DEFAULT_THEME,
  resolveRouteTheme,
  ROUTE_THEMES,
  themeForRoute,
  THEME_NAMES,
  type ThemeName,
} from './route-themes';

/** The "Themes by route" table of architecture.md, row by row. */
const TABLE: [string, ThemeName][] = [
  ['/', 'default'],
  ['/grocery1', 'default'],
  ['/grocery2', 'default'],
  ['/grocery3', 'default'],
  ['/gadget-shop', 'default'],
  ['/fashion-shop', 'default'],
  ['/superstore-shop', 'default'],
  ['/furniture-shop', 'furniture'],
  ['/healthbeauty-shop', 'healthBeauty'],
  ['/gift-shop', 'gift'],
];

const UNKNOWN_ROUTES = [
  '/cart',
  '/product/[id]',
  '/checkout',
  '/gift-shop/',
  '/Gift-Shop',
  '/ar/gift-shop',
  '',
  'toString',
  '__proto__',
  'constructor',
];

describe('themeForRoute', () => {
  it.each(TABLE)('%s uses the %s theme', (pathname, theme) => {
    expect(themeForRoute(pathname)).toBe(theme);
  });

  it('has no route beyond the table', () => {
    expect(Object.keys(ROUTE_THEMES).sort()).toEqual(TABLE.map(([pathname]) => pathname).sort());
  });

  it.each(UNKNOWN_ROUTES)('returns undefined for %p', (pathname) => {
    expect(themeForRoute(pathname)).toBeUndefined();
  });
});

describe('resolveRouteTheme', () => {
  it.each(TABLE)('%s switches to %s whatever the current theme', (pathname, theme) => {
    for (const current of THEME_NAMES) {
      expect(resolveRouteTheme(pathname, current)).toBe(theme);
    }
  });

  it.each(UNKNOWN_ROUTES)('%p keeps the current theme', (pathname) => {
    for (const current of THEME_NAMES) {
      expect(resolveRouteTheme(pathname, current)).toBe(current);
    }
  });

  it('starts from the default theme when no current theme is given', () => {
    expect(DEFAULT_THEME).toBe('default');
    expect(resolveRouteTheme('/cart')).toBe('default');
  });
});

describe('createAppTheme', () => {
  const PRIMARY: [ThemeName, string][] = [
    ['default', '#FA8C16'],
    ['furniture', '#4BB4B4'],
    ['healthBeauty', '#4E97FD'],
    ['gift', '#BE7374'],
  ];

  it('defines a primary colour for every theme name', () => {
    expect(Object.entries(THEME_PRIMARY).sort()).toEqual([...PRIMARY].sort());
  });

  it.each(PRIMARY)('%s has primary %s in both directions', (name, colour) => {
    for (const direction of ['ltr', 'rtl'] as const) {
      const theme = createAppTheme(name, direction);
      expect(theme.palette.primary.main).toBe(colour);
      expect(theme.direction).toBe(direction);
    }
  });

  it('shares one theme per name and direction', () => {
    expect(createAppTheme('gift', 'rtl')).toBe(createAppTheme('gift', 'rtl'));
    expect(createAppTheme('gift', 'rtl')).not.toBe(createAppTheme('gift', 'ltr'));
    expect(createAppTheme('gift', 'rtl')).not.toBe(createAppTheme('default', 'rtl'));
  });
});
