import type { Order, StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { STAFF_NEXT } from '@mocks/fixtures/staff/order-workflow';

/**
 * An order as the API answers it (one line of duck breast to Mansoura, Pending), for unit
 * tests that stand in for the backend; pass the fields a test is about.
 */
export function orderFixture(overrides: Partial<Order> = {}): Order {
  return {
    id: 41,
    number: 'DP-261126-00041',
    status: 'Pending',
    created_at: '2026-11-26T08:00:00.000Z',
    items: [
      {
        id: 1,
        item_id: 3,
        name: 'Duck breast',
        image: '/images/items/duck-breast.svg',
        unit: 'kg',
        unit_code: 'kg',
        price: 330,
        qty: 1,
        line_total: 330,
        weight: null,
        weighed_weight: null,
        options: [],
        unit_price: 330,
        estimated_total: 330,
        estimated: false,
      },
    ],
    subtotal: 330,
    delivery_charge: 25,
    credit: 0,
    cash_back: 0,
    total: 355,
    payment_method: 'cash_on_delivery',
    address: {
      id: 2,
      label: 'Home',
      recipient: 'Mona Hassan',
      phone: '01012345678',
      zone_id: 1,
      city: 'Mansoura',
      street: 'El Gomhoreya Street',
      building: '12',
      floor: '3',
      apartment: '7',
      landmark: '',
      notes: '',
      is_default: true,
      area: 'Mansoura',
    },
    notes: '',
    slot: null,
    estimated: false,
    estimated_total: 355,
    ...overrides,
  };
}

/**
 * An order as staff read it (GET /admin/orders/{id}): the order fixture at `status`, with its
 * customer, the moves left and a history that got it there.
 */
export function staffOrderFixture(
  status: OrderStatus = 'Pending',
  overrides: Partial<StaffOrder> = {},
): StaffOrder {
  const order = orderFixture({ status });
  return {
    ...order,
    history: [{ status: 'Pending', at: order.created_at, by_role: 'customer', note: '' }],
    customer: { name: 'Mona Hassan', phone: '01012345678' },
    next_statuses: STAFF_NEXT[status],
    ...overrides,
  };
}
