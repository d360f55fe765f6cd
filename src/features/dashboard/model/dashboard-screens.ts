import type { Role } from '@/contracts/account';

/** Who may open the dashboard: decided on the server for every dashboard page. */
export const DASHBOARD_ROLES: readonly Role[] = ['seller', 'admin'];

/** The list screens, in the sidebar's order; each is /dashboard/<slug>. */
export const DASHBOARD_LIST_SCREENS = [
  'products',
  'brands',
  'categories',
  'reviews',
  'orders',
  'customers',
  'delivery-zones',
  'delivery-slots',
  'shop',
  'search-words',
  'audit',
  'refund-requests',
  'sellers',
  'package-payments',
  'earning-history',
  'payouts',
  'payout-requests',
] as const;
export type DashboardListScreen = (typeof DASHBOARD_LIST_SCREENS)[number];

/** Screens only an admin may read: the nav leaves them out for a seller (the API refuses too). */
export const ADMIN_ONLY_SCREENS: ReadonlySet<DashboardListScreen> = new Set(['audit']);

/** The overview and every list: what the sidebar links to. */
export type DashboardScreen = 'overview' | DashboardListScreen;

/**
 * Why a dashboard screen is closed to an account: the whole dashboard (a customer), or an
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
