import type { Order } from '@/contracts/order';

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
        item_id: 3,
        name: 'Duck breast',
        image: '/images/items/duck-breast.svg',
        unit: 'kg',
        unit_code: 'kg',
        price: 330,
        qty: 1,
        line_total: 330,
      },
    ],
    subtotal: 330,
    delivery_charge: 25,
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
    ...overrides,
  };
}
