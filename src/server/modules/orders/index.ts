import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import { orderDetails, ordersAdd, ordersList } from './order-routes';
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
 */

export const orderRoutes = {
  ordersList,
  orderDetails,
  ordersAdd,
  orderCancel,
  adminOrders,
  adminOrderDetails,
  adminOrderStatus,
  adminOrderWeights,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export { listStaffOrders } from './order-workflow-service';
export { waitingOrdersJob } from './order-messages';
