import { beforeAll, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import type { OrderPulse } from '@/contracts/order-pulse';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;
const ITEM = 15;

describeApi('the new-order pulse of the open dashboard', (suite) => {
  let seller: Customer;
  let customer: Customer;
  let addressId: number;

  const place = async (): Promise<Order> => {
    const answer = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: addressId, items: [{ item_id: ITEM, qty: 1 }] },
      { token: customer.token },
    );
    if (!answer.body.results) throw new Error(JSON.stringify(answer.body));
    return answer.body.results;
  };
  const pulse = async (query = '') => {
    const answer = await suite.api.get<OrderPulse>(`/admin/orders/pulse${query}`, {
      token: seller.token,
    });
    expect(answer.status).toBe(200);
    return answer.body.results as OrderPulse;
  };

  beforeAll(async () => {
    const { db } = suite.server;
    await setZoneMinimum(db, ZONE, 0);
    await stockItem(db, ITEM, { stock: 100, priceCents: 10_000 });
    seller = await registerStaff(suite.api, db, 'seller');
    customer = await registerCustomer(suite.api);
    addressId = (await createAddress(suite.api, customer.token, ZONE)).id;
  });

  it('is for staff only: 401 without a token, 403 for a customer, 200 for an admin', async () => {
    expect((await suite.api.get('/admin/orders/pulse')).status).toBe(401);
    const refused = await suite.api.get('/admin/orders/pulse', { token: customer.token });
    expect(refused.status).toBe(403);
    const admin = await registerStaff(suite.api, suite.server.db, 'admin');
    expect((await suite.api.get('/admin/orders/pulse', { token: admin.token })).status).toBe(200);
  });

  it('names the newest order, counts those after the one seen and the Pending ones', async () => {
    const before = await pulse();
    expect(before.new).toBe(0);
    const first = await place();
    const second = await place();
    const now = await pulse(`?after=${before.latest_id}`);
    expect(now.latest_id).toBe(second.id);
    expect(now.new).toBe(2);
    expect(now.pending).toBe(before.pending + 2);
    expect((await pulse(`?after=${first.id}`)).new).toBe(1);
    expect((await pulse(`?after=${second.id}`)).new).toBe(0);

    await suite.api.post(
      `/admin/orders/${first.id}/status`,
      { status: 'Processing' },
      { token: seller.token },
    );
    expect((await pulse()).pending).toBe(before.pending + 1);
  });

  it('refuses an `after` that is not a number with 400', async () => {
    const answer = await suite.api.get('/admin/orders/pulse?after=abc', { token: seller.token });
    expect(answer.status).toBe(400);
  });
});
