import type { DriverStop } from '@/contracts/driver-rounds';
import type { Order } from '@/contracts/order';

/**
 * A driver's stop as GET /driver/round answers it, for `order` (out for delivery, still to
 * drive unless `overrides` say otherwise): its lines, address and landmark from the order.
 */
export function driverStopFixture(order: Order, overrides: Partial<DriverStop> = {}): DriverStop {
  return {
    order_id: order.id,
    number: order.number,
    position: 1,
    status: order.status,
    outcome: 'pending',
    amount_due: order.total,
    cash_received: null,
    reason: null,
    note: '',
    recipient: order.address.recipient,
    phone: order.address.phone,
    area: order.address.area,
    address: order.address,
    landmark: order.address.landmark,
    lines: order.items.map((line) => ({
      name: line.name,
      qty: line.qty,
      unit: line.unit,
      weight: line.weight,
      weighed_weight: line.weighed_weight,
      line_total: line.line_total,
    })),
    order,
    ...overrides,
  };
}
