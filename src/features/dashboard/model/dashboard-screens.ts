import type { Role } from '@/contracts/account';

/**
 * Who may open the dashboard: decided on the server for every dashboard page. A driver is
 * staff but not one of these: their own screens come with the delivery rounds (issue 43).
 */
export const DASHBOARD_ROLES: readonly Role[] = ['seller', 'admin'];

/** The list screens, in the sidebar's order; each is /dashboard/<slug>. */
export const DASHBOARD_LIST_SCREENS = [
  'products',
  'brands',
  'categories',
  'orders',
  'refund-requests',
  'reviews',
  'messages',
  'customers',
  'delivery-zones',
  'delivery-slots',
  'rounds',
  'cash',
  'shop',
  'search-words',
  'audit',
  'staff',
  'sellers',
  'package-payments',
  'earning-history',
  'payouts',
  'payout-requests',
] as const;
export type DashboardListScreen = (typeof DASHBOARD_LIST_SCREENS)[number];

/** Screens only an admin may read: the nav leaves them out for a seller (the API refuses too). */
export const ADMIN_ONLY_SCREENS: ReadonlySet<DashboardListScreen> = new Set([
  'audit',
  'staff',
  'cash',
]);

/** The overview and every list: what the sidebar links to. */
export type DashboardScreen = 'overview' | DashboardListScreen;

/**
 * The marketplace screens a single poultry shop has no data of its own for: they show the mock
 * layer's sample rows (SampleDataNotice says so). The menu groups them apart, after the shop's
 * real screens, so that a seller's menu starts with what they use every day.
 */
export const SAMPLE_SCREENS: ReadonlySet<DashboardListScreen> = new Set([
  'brands',
  'sellers',
  'package-payments',
  'earning-history',
  'payouts',
  'payout-requests',
]);

export const isSampleScreen = (screen: DashboardScreen | undefined): boolean =>
  screen !== undefined && screen !== 'overview' && SAMPLE_SCREENS.has(screen);

/** The one table both menus (the sidebar and the phone's drawer) are drawn from. */
export interface DashboardMenu {
  /** The shop's own screens, overview first, in the sidebar's order. */
  main: DashboardScreen[];
  /** The sample-data screens, in a group of their own after those. */
  sample: DashboardScreen[];
}

/** What the menu lists for a role; until the session is known (undefined) every entry shows. */
export function dashboardMenu(role: Role | undefined): DashboardMenu {
  const shown = (['overview', ...DASHBOARD_LIST_SCREENS] as DashboardScreen[]).filter(
    (screen) =>
      screen === 'overview' || !ADMIN_ONLY_SCREENS.has(screen) || !role || role === 'admin',
  );
  return {
    main: shown.filter((screen) => !isSampleScreen(screen)),
    sample: shown.filter(isSampleScreen),
  };
}

/**
 * Why a dashboard screen is closed to an account: the whole dashboard (a customer or a driver), or an
 * admin-only screen (a seller); false when it is open.
 */
export type DashboardRefusal = false | 'dashboard' | 'admin-only';

/** The access table, decided on the server for every dashboard page (dashboard-access.ts). */
export function dashboardRefusal(role: Role, screen: DashboardScreen): DashboardRefusal {
  if (!DASHBOARD_ROLES.includes(role)) return 'dashboard';
  if (screen !== 'overview' && ADMIN_ONLY_SCREENS.has(screen) && role !== 'admin') {
    return 'admin-only';
  }
  return false;
}

export function dashboardPath(screen: DashboardScreen): string {
  return screen === 'overview' ? '/dashboard' : `/dashboard/${screen}`;
}
