import { HttpResponse, type HttpHandler } from 'msw';
import { orderStatusBodySchema, staffOrderSchema, type StaffOrder } from '@/contracts/order';
import { STAFF_NEXT } from '../fixtures/staff/order-workflow';
import { contractHandler } from './contract-handler';

const ok = (results: unknown, list?: { total: number }) =>
  HttpResponse.json({ success: true, message: 'Done.', results, page: 1, limit: 50, ...list });

/**
 * The seller's queue calls (GET /admin/orders, GET /admin/orders/{id}, POST …/status) over
 * `orders` in memory, for component tests with `server.use(...staffOrderHandlers(orders,
 * moves))`: each answer is checked against the contract, a move's body too; a move the
 * workflow does not allow from where the order is now is a 409, as on the server. Each body
 * a move took is pushed on `moves`.
 */
export function staffOrderHandlers(orders: StaffOrder[], moves: unknown[] = []): HttpHandler[] {
  const find = (id: string | readonly string[] | undefined) =>
    orders.findIndex((order) => String(order.id) === String(id));
  return [
    contractHandler('adminOrders', () =>
      ok(
        orders.map((order) => staffOrderSchema.parse(order)),
        { total: orders.length },
      ),
    ),
    contractHandler('adminOrderDetails', ({ params }) => {
      const order = orders[find(params.id)];
      return order
        ? ok(staffOrderSchema.parse(order))
        : HttpResponse.json({ success: false, message: 'Order not found.' }, { status: 404 });
    }),
    contractHandler('adminOrderStatus', async ({ params, request }) => {
      const body: unknown = await request.json();
      moves.push(body);
      const index = find(params.id);
      const order = orders[index];
      const { status } = orderStatusBodySchema.parse(body);
      if (!order || !order.next_statuses.includes(status)) {
        return HttpResponse.json(
          { success: false, message: 'This order cannot be moved there now.' },
          { status: 409 },
        );
      }
      const moved = { ...order, status, next_statuses: STAFF_NEXT[status] };
      orders[index] = moved;
      return ok(staffOrderSchema.parse(moved));
    }),
  ];
}
