import { z } from 'zod';
import {
  dashboardBrandSchema,
  dashboardCardSchema,
  dashboardCategorySchema,
  dashboardCustomerSchema,
  dashboardOrderSchema,
  dashboardProductSchema,
  dashboardReviewSchema,
  dashboardSellerSchema,
  earningHistorySchema,
  packagePaymentSchema,
  payoutRequestSchema,
  payoutSchema,
  recentPurchaseSchema,
  refundRequestSchema,
  stockOutProductSchema,
} from './dashboard-entities';

/**
 * The dashboard's 15 mock paths (spec section 7; all GET, a bare JSON list) and the row each
 * list holds. Handlers, fixtures and screens are typed by this table.
 */
export const DASHBOARD_ENDPOINTS = {
  '/api/dashboard-cards': dashboardCardSchema,
  '/api/recent-purchase': recentPurchaseSchema,
  '/api/stock-out-products': stockOutProductSchema,
  '/api/products': dashboardProductSchema,
  '/api/category': dashboardCategorySchema,
  '/api/brands': dashboardBrandSchema,
  '/api/reviews': dashboardReviewSchema,
  '/api/orders': dashboardOrderSchema,
  '/api/customers': dashboardCustomerSchema,
  '/api/refund-requests': refundRequestSchema,
  '/api/sellers': dashboardSellerSchema,
  '/api/package-payments': packagePaymentSchema,
  '/api/earning-history': earningHistorySchema,
  '/api/payouts': payoutSchema,
  '/api/payout-requests': payoutRequestSchema,
} as const;

export type DashboardEndpoint = keyof typeof DASHBOARD_ENDPOINTS;
export type DashboardRowOf<E extends DashboardEndpoint> = z.infer<(typeof DASHBOARD_ENDPOINTS)[E]>;

export const DASHBOARD_ENDPOINT_PATHS = Object.keys(DASHBOARD_ENDPOINTS) as DashboardEndpoint[];

export function dashboardListSchema<E extends DashboardEndpoint>(
  endpoint: E,
): z.ZodType<DashboardRowOf<E>[]> {
  return z.array(DASHBOARD_ENDPOINTS[endpoint]);
}
