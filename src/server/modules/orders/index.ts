import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { ordersAdd, ordersList } from './order-routes';
import { adminOrdersPulse } from './order-pulse-routes';
import { adminOrderWeights } from './order-weights-routes';
import {
  adminOrderDetails,
  adminOrders,
  adminOrderStatus,
  orderCancel,
} from './order-workflow-routes';

/*
 * The orders module's door (ADR 0020): orders, their lines, history and weighing. Placing one
 * books a delivery slot and takes stock through those modules' doors, in its transaction.
 * One order's details (GET /user/orders/{id}) are the complaints module's route: they carry
 * the order's reviews and complaints, and those modules build on this one, not it on them.
 */

export const orderRoutes = {
  ordersList,
  ordersAdd,
  orderCancel,
  adminOrders,
  adminOrdersPulse,
  adminOrderDetails,
  adminOrderStatus,
  adminOrderWeights,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { listStaffOrders } from './order-workflow-service';
// For the drivers' rounds: a driver's move runs in the stop's transaction, and a stop shows
// its order as the shopper's answers do.
export { afterMove, moveWithin, type MoveBy } from './order-workflow-service';
export { tellDeliveryFailed } from './order-messages';
export { orderAddressOf, toOrder } from './order-mapper';
export { deliveredAtOf, findAnyOrderRow } from './order-history-repository';
export { linesOf } from './order-repository';
export { waitingOrdersJob } from './order-messages';
// For one order's details and its complaints (complaints module).
export { getOrder } from './order-service';
export { tellComplaintAnswered } from './order-messages';
