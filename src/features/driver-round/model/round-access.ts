/** The driver's screen: the day's round. A driver is not a dashboard user (DASHBOARD_ROLES). */
export const DRIVER_ROUND_PATH = '/dashboard/round';

/**
 * Why the round screen is closed to an account, as the way back its 403 offers: a seller or
 * admin to their dashboard, anyone else to the shop; false for a driver, whose screen it is.
 */
export type DriverRefusal = false | 'dashboard' | 'shop';
