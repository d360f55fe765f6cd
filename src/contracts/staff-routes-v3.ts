import type { RouteDescriptor } from './route-descriptor';

/**
 * The staff's calls of api-contract.md's Version 3 (staff accounts, drivers' rounds and cash,
 * reviews and complaints), spread at the end of STAFF_ROUTES (staff-routes.ts); the same
 * rules apply (routes.ts).
 */
export const STAFF_V3_ROUTES = {
  // The shop's staff accounts (Version 3): admins only, reads included (phones, roles).
  adminStaff: {
    method: 'GET',
    path: '/admin/staff',
    auth: 'required',
    roles: ['admin'],
  },
  adminStaffNew: {
    method: 'POST',
    path: '/admin/staff/new',
    auth: 'required',
    roles: ['admin'],
  },
  adminStaffUpdate: {
    method: 'POST',
    path: '/admin/staff/:id',
    auth: 'required',
    roles: ['admin'],
  },
  // Drivers' rounds and cash (api-contract.md, Version 3): a seller runs rounds, only an
  // admin reads and closes the cash; a driver reads and works only their own rounds.
  adminDrivers: {
    method: 'GET',
    path: '/admin/drivers',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminRounds: {
    method: 'GET',
    path: '/admin/rounds',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminRoundsNew: {
    method: 'POST',
    path: '/admin/rounds/new',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminRoundUpdate: {
    method: 'POST',
    path: '/admin/rounds/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  driverRound: { method: 'GET', path: '/driver/round', auth: 'required', roles: ['driver'] },
  driverStopDelivered: {
    method: 'POST',
    path: '/driver/stops/:id/delivered',
    auth: 'required',
    roles: ['driver'],
  },
  driverStopFailed: {
    method: 'POST',
    path: '/driver/stops/:id/failed',
    auth: 'required',
    roles: ['driver'],
  },
  // Reviews and complaints (Version 3): staff moderate reviews and answer complaints.
  adminReviews: {
    method: 'GET',
    path: '/admin/reviews',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 50, maxLimit: 200 },
  },
  adminReviewUpdate: {
    method: 'POST',
    path: '/admin/reviews/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminRefundRequests: {
    method: 'GET',
    path: '/admin/refund-requests',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 50, maxLimit: 200 },
  },
  adminRefundRequestUpdate: {
    method: 'POST',
    path: '/admin/refund-requests/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminCash: { method: 'GET', path: '/admin/cash', auth: 'required', roles: ['admin'] },
  adminCashClose: {
    method: 'POST',
    path: '/admin/cash/close',
    auth: 'required',
    roles: ['admin'],
  },
} as const satisfies Record<string, RouteDescriptor>;
