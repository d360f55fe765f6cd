import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  adminRefundRequests,
  adminRefundRequestUpdate,
  complaintImages,
  orderComplaint,
  orderDetails,
} from './complaint-routes';

/*
 * The complaints module's door (issue 45): a delivered order's shopper reports problems with
 * its lines, staff answer with a remedy (a credit or cash through the credits module), the
 * shopper is told. One order's details are composed here too (order-details-service.ts):
 * they carry the order's reviews and complaints, and the orders module may not depend on this.
 */

export const complaintRoutes = {
  orderDetails,
  orderComplaint,
  complaintImages,
  adminRefundRequests,
  adminRefundRequestUpdate,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { openComplaintsCount } from './complaint-staff-service';
