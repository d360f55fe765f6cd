import { useRouter } from 'next/router';
import { queueFilterFrom } from '../model/queue-link';
import { StaffOrdersScreen } from '../orders/staff-orders-screen';

/** /dashboard/orders: the shop's real orders, worked from a phone (issue 23). */
export function OrdersScreen() {
  // ?status= and ?q= come from the overview's links (orders waiting, a recent order).
  const { query } = useRouter();
  return <StaffOrdersScreen initialFilter={queueFilterFrom(query)} />;
}
