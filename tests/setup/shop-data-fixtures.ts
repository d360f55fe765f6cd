import { auditEntrySchema, type AuditEntry } from '@/contracts/audit';
import type { StaffCustomer } from '@/contracts/customers';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import type { StaffOrder } from '@/contracts/order';
import { ORDER_STATUSES } from '@/contracts/order-constants';
import type { ShopSummary, SummaryPeriod } from '@/contracts/shop-summary';
import { orderFixture } from './order-fixture';

/*
 * The dashboard's shop data as the API answers it, for component tests that stand in for the
 * backend with MSW. call() checks every answer against the route's schema, so a fixture that
 * drifts from the contract fails the test that uses it.
 */

export function zoneFixture(overrides: Partial<StaffDeliveryZone> = {}): StaffDeliveryZone {
  return {
    id: 2,
    area: 'Talkha',
    fee: 20,
    min_order: 0,
    eta: 'Same day, 2–4 hours',
    is_active: true,
    area_ar: 'طلخا',
    area_en: 'Talkha',
    eta_ar: 'في نفس اليوم، خلال ٢–٤ ساعات',
    eta_en: 'Same day, 2–4 hours',
    ...overrides,
  };
}

export function customerFixture(overrides: Partial<StaffCustomer> = {}): StaffCustomer {
  return {
    id: 7,
    name: 'Mona Hassan',
    username: '01012345678',
    phone: '01012345678',
    email: null,
    created_at: '2026-11-01T08:00:00.000Z',
    orders_count: 3,
    last_order_at: '2026-11-25T09:30:00.000Z',
    latest_order_id: 41,
    total_spent: 710.5,
    masked: false,
    ...overrides,
  };
}

function period(
  since: string,
  counts: Partial<Record<(typeof ORDER_STATUSES)[number], [number, number]>>,
): SummaryPeriod {
  const by_status = ORDER_STATUSES.map((status) => {
    const [orders, total] = counts[status] ?? [0, 0];
    return { status, orders, total };
  });
  return {
    since,
    orders: by_status.reduce((sum, entry) => sum + entry.orders, 0),
    revenue: by_status
      .filter((entry) => entry.status !== 'Cancelled')
      .reduce((sum, entry) => sum + entry.total, 0),
    by_status,
  };
}

export function recentOrderFixture(overrides: Partial<StaffOrder> = {}): StaffOrder {
  return {
    ...orderFixture({ id: 12, number: 'DP-261125-00012', created_at: '2026-11-25T08:00:00.000Z' }),
    customer: { name: 'Mona Hassan', phone: '01012345678' },
    next_statuses: ['Processing', 'Cancelled'],
    ...overrides,
  };
}

/** Wednesday 25 November 2026: two orders today, four this week, two items running out. */
export function summaryFixture(overrides: Partial<ShopSummary> = {}): ShopSummary {
  return {
    at: '2026-11-25T18:00:00.000Z',
    today: period('2026-11-24T22:00:00.000Z', { Pending: [1, 355], Processing: [1, 120.5] }),
    week: period('2026-11-20T22:00:00.000Z', {
      Pending: [1, 355],
      Processing: [1, 120.5],
      Delivered: [3, 1_200],
      Cancelled: [1, 90],
    }),
    waiting: { pending: 4, processing: 2, out_for_delivery: 1 },
    open_complaints: 0,
    week_rating: { average: null, count: 0 },
    stock: {
      low_threshold: 5,
      out_of_stock_count: 1,
      low_count: 1,
      out_of_stock: [
        {
          id: 40,
          name: 'Duck breast',
          name_ar: 'صدر بط',
          name_en: 'Duck breast',
          stock: 0,
          unit_code: 'kg',
        },
      ],
      low: [
        {
          id: 41,
          name: 'Quail eggs',
          name_ar: 'بيض سمان',
          name_en: 'Quail eggs',
          stock: 3,
          unit_code: 'tray',
        },
      ],
    },
    recent_orders: [recentOrderFixture()],
    ...overrides,
  };
}

/** One staff write as GET /admin/audit lists it: parsed by the contract, so it cannot drift. */
export function auditEntryFixture(overrides: Partial<AuditEntry> = {}): AuditEntry {
  return auditEntrySchema.parse({
    id: 40,
    at: '2026-11-25T09:30:00.000Z',
    user: { id: 1, name: 'Hany Admin', role: 'admin' },
    action: 'item.update',
    entity: 'item',
    entity_id: 12,
    subject: null,
    before: { price: 150, is_published: true },
    after: { price: 135.5, is_published: false },
    ...overrides,
  });
}
