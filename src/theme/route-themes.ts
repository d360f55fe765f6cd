export const THEME_NAMES = ['default', 'furniture', 'healthBeauty', 'gift'] as const;
export type ThemeName = (typeof THEME_NAMES)[number];

export const DEFAULT_THEME: ThemeName = 'default';

/**
 * Routes (Next's `router.pathname`, which never carries the locale prefix) that choose a
 * theme. The grocery shops share the default colours. Every route not listed keeps the
 * theme the visitor already had, so a cart opened from the gift shop stays rose.
 */
export const ROUTE_THEMES: Readonly<Record<string, ThemeName>> = {
  '/': 'default',
  '/grocery1': 'default',
  '/grocery2': 'default',
  '/grocery3': 'default',
  '/gadget-shop': 'default',
  '/fashion-shop': 'default',
  '/superstore-shop': 'default',
  '/furniture-shop': 'furniture',
  '/healthbeauty-shop': 'healthBeauty',
  '/gift-shop': 'gift',
};

export function themeForRoute(pathname: string): ThemeName | undefined {
  return Object.hasOwn(ROUTE_THEMES, pathname) ? ROUTE_THEMES[pathname] : undefined;
}

/** The theme to show on `pathname`, given the theme currently shown. */
export function resolveRouteTheme(pathname: string, current: ThemeName = DEFAULT_THEME): ThemeName {
  return themeForRoute(pathname) ?? current;
}
