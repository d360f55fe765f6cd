import { describe, expect, it } from '@jest/globals';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { server } from '@mocks/node';
import {
  ORDER_STATUSES,
  REQUEST_STATUSES,
  SELLER_PACKAGES,
} from '@/contracts/dashboard/dashboard-entities';
import {
  DASHBOARD_ENDPOINT_PATHS,
  dashboardListSchema,
  type DashboardEndpoint,
} from '@/contracts/dashboard/dashboard-endpoints';
import { DASHBOARD_FIXTURES } from '../fixtures/dashboard-fixtures';
import { listHandler } from './list-handler';

const PUBLIC_DIR = join(__dirname, '..', '..', 'public');
const at = (path: string) => new URL(path, window.location.origin);

/** The sizes the screens are built for: four lists need a second page of 25. */
const SIZES: Record<DashboardEndpoint, number> = {
  '/api/dashboard-cards': 4,
  '/api/recent-purchase': 8,
  '/api/stock-out-products': 6,
  '/api/products': 36,
  '/api/category': 24,
  '/api/brands': 18,
  '/api/reviews': 24,
  '/api/orders': 48,
  '/api/customers': 30,
  '/api/refund-requests': 24,
  '/api/sellers': 24,
  '/api/package-payments': 24,
  '/api/earning-history': 30,
  '/api/payouts': 24,
  '/api/payout-requests': 24,
};
const PAGED: DashboardEndpoint[] = [
  '/api/products',
  '/api/orders',
  '/api/customers',
  '/api/earning-history',
];

const F = DASHBOARD_FIXTURES;

/** Every string anywhere in a value (pictures sit at several depths, e.g. sellerInfo.image). */
function stringsIn(value: unknown): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.flatMap(stringsIn);
  if (value && typeof value === 'object') return Object.values(value).flatMap(stringsIn);
  return [];
}

const duplicatesIn = (values: readonly unknown[]) =>
  values.filter((value, i) => values.indexOf(value) !== i);

describe('dashboard mock paths', () => {
  it.each(DASHBOARD_ENDPOINT_PATHS)('GET %s answers a non-empty list of its rows', async (path) => {
    const response = await fetch(at(path));
    expect(response.status).toBe(200);
    const body: unknown = await response.json();
    expect(Array.isArray(body) && body.length > 0).toBe(true);
    expect(dashboardListSchema(path).safeParse(body).success).toBe(true);
  });

  it('answers 500 with the documented message when a loader throws', async () => {
    server.use(
      listHandler(
        '/api/orders',
        () => {
          throw new Error('boom');
        },
        dashboardListSchema('/api/orders'),
      ),
    );
    const response = await fetch(at('/api/orders'));
    expect(response.status).toBe(500);
    expect(await response.json()).toEqual({ message: 'Internal server error' });
  });
});

describe('dashboard fixtures', () => {
  it('hold the list sizes the screens are built for, several past one page', () => {
    const sizes = Object.fromEntries(
      DASHBOARD_ENDPOINT_PATHS.map((path) => [path, F[path]().length]),
    );
    expect(sizes).toEqual(SIZES);
    for (const path of PAGED) expect(F[path]().length).toBeGreaterThan(25);
  });

  it('name only pictures that exist under public/', () => {
    const pictures = new Set(
      DASHBOARD_ENDPOINT_PATHS.flatMap((path) => stringsIn(F[path]())).filter((text) =>
        text.startsWith('/images/'),
      ),
    );
    expect(pictures.size).toBeGreaterThan(40);
    const missing = [...pictures].filter((picture) => !existsSync(join(PUBLIC_DIR, picture)));
    expect(missing).toEqual([]);
  });

  it('give every row its own id, and number `no` rows 1 to N', () => {
    for (const path of DASHBOARD_ENDPOINT_PATHS) {
      const rows: object[] = F[path]();
      const ids = rows.flatMap((row) => ('id' in row ? [row.id] : []));
      const nos = rows.flatMap((row) => ('no' in row ? [row.no] : []));
      expect({ path, duplicates: duplicatesIn(ids) }).toEqual({ path, duplicates: [] });
      if (nos.length > 0) {
        expect({ path, nos: [...nos].sort((a, b) => Number(a) - Number(b)) }).toEqual({
          path,
          nos: rows.map((_, i) => i + 1),
        });
      }
    }
  });

  it('cover every status and package', () => {
    const statuses = (rows: { status: string }[]) => new Set(rows.map((row) => row.status));
    expect(statuses(F['/api/orders']())).toEqual(new Set(ORDER_STATUSES));
    expect(statuses(F['/api/refund-requests']())).toEqual(new Set(REQUEST_STATUSES));
    expect(statuses(F['/api/payout-requests']())).toEqual(new Set(REQUEST_STATUSES));
    expect(new Set(F['/api/sellers']().map((row) => row.package))).toEqual(
      new Set(SELLER_PACKAGES),
    );
    const payments = [
      ...F['/api/recent-purchase'](),
      ...F['/api/package-payments'](),
      ...F['/api/payouts'](),
    ].map((row) => row.payment);
    expect(new Set(payments)).toEqual(new Set(['Success', 'Pending']));
  });

  it('never let a payout request exceed the balance, and show a falling card', () => {
    for (const row of F['/api/payout-requests']()) {
      expect(row.requestAmount).toBeLessThanOrEqual(row.totalAmount);
    }
    expect(F['/api/dashboard-cards']().some((card) => card.status === 'down')).toBe(true);
  });
});
