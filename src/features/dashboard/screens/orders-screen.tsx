import { StaffOrdersScreen } from '../orders/staff-orders-screen';

/** /dashboard/orders: the shop's real orders, worked from a phone (issue 23). */
export function OrdersScreen() {
  return <StaffOrdersScreen />;
}
