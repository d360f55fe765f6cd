import { afterAll, beforeAll, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { StaffCustomer } from '@/contracts/customers';
import type { Order } from '@/contracts/order';
import { setClockForTests } from '@/server/clock';
import { maskEmail, maskPhone } from '@/server/modules/accounts/contact-notices';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem } from './support/orders';
import { registerStaff } from './support/staff';

const ZONE = 1;
const ITEM = 12;
/** The accounts of this file are made at known times, a minute apart. */
const START = Date.parse('2026-11-20T08:00:00.000Z');
const minute = (n: number) => START + n * 60_000;

describeApi('customers for staff', (suite) => {
  let seller: Customer;
  let admin: Customer;
  /** Two orders, the second delivered; then a quiet one; then a new one with none. */
  let regular: Customer;
  let quiet: Customer;
  let newcomer: Customer;
  let orders: Order[];

  async function placeOrder(customer: Customer): Promise<Order> {
    const address = await createAddress(suite.api, customer.token, ZONE);
    const placed = await suite.api.post<Order>(
      '/user/orders/add',
      { address_id: address.id, items: [{ item_id: ITEM, qty: 2 }] },
      { token: customer.token },
    );
    if (!placed.body.results) throw new Error(JSON.stringify(placed.body));
    return placed.body.results;
  }

  beforeAll(async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    await stockItem(suite.server.db, ITEM, { stock: 100, priceCents: 12_550 });
    setClockForTests(() => minute(0));
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    regular = await registerCustomer(suite.api, { name: 'Mona Regular' });
    setClockForTests(() => minute(1));
    quiet = await registerCustomer(suite.api, {
      name: 'Karim 100%_Quiet',
      email: 'karim.quiet@example.com',
    });
    setClockForTests(() => minute(2));
    const first = await placeOrder(regular);
    setClockForTests(() => minute(3));
    const second = await placeOrder(regular);
    for (const status of ['Processing', 'OutForDelivery', 'Delivered']) {
      await suite.api.post(
        `/admin/orders/${second.id}/status`,
        { status },
        { token: seller.token },
      );
    }
    setClockForTests(() => minute(4));
    newcomer = await registerCustomer(suite.api, { name: 'سارة الجديدة' });
    orders = [first, second];
  });
  afterAll(() => {
    setClockForTests(undefined);
  });

  const list = (query: string, token = seller.token) =>
    suite.api.get<StaffCustomer[]>(`/admin/customers${query}`, { token });

  it('refuses no token with 401 and a customer with 403', async () => {
    expect((await suite.api.get('/admin/customers')).status).toBe(401);
    expect((await list('', regular.token)).status).toBe(403);
  });

  it('lists customers only, most recently active first, with their orders counted', async () => {
    const answer = await list('', admin.token);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    const ids = answer.body.results?.map((customer) => customer.id);
    // The newcomer signed up after the regular's last order; the quiet one never ordered.
    expect(ids).toEqual([newcomer.user.id, regular.user.id, quiet.user.id]);
    expect(ids).not.toContain(seller.user.id);
    expect(ids).not.toContain(admin.user.id);
    const [, found, none] = answer.body.results ?? [];
    expect(found).toEqual({
      id: regular.user.id,
      name: 'Mona Regular',
      username: regular.user.username,
      phone: regular.user.phone,
      email: null,
      created_at: new Date(minute(0)).toISOString(),
      orders_count: 2,
      last_order_at: orders[1]?.created_at,
      // Only the delivered order was paid: 2 × 125.50 + the zone's 15.
      total_spent: 266,
      latest_order_id: orders[1]?.id,
      masked: false,
    });
    expect(found?.last_order_at).toBe(new Date(minute(3)).toISOString());
    expect(none).toMatchObject({
      orders_count: 0,
      last_order_at: null,
      total_spent: 0,
      email: 'karim.quiet@example.com',
      latest_order_id: null,
    });
  });

  it('shows a seller masked contact details and no spend, and the order to call from', async () => {
    const answer = await list('');
    expect(answer.status).toBe(200);
    const [, found, none] = answer.body.results ?? [];
    expect(found).toMatchObject({
      id: regular.user.id,
      name: 'Mona Regular',
      username: maskPhone(regular.user.phone),
      phone: maskPhone(regular.user.phone),
      email: null,
      orders_count: 2,
      last_order_at: orders[1]?.created_at,
      total_spent: null,
      latest_order_id: orders[1]?.id,
      masked: true,
    });
    expect(found?.phone).toMatch(/^010•••••\d{3}$/);
    expect(none).toMatchObject({ email: maskEmail('karim.quiet@example.com'), total_spent: null });
    expect(none?.email).toBe('ka•••@example.com');
    // Nowhere in the answer, not even in a username.
    const text = JSON.stringify(answer.body);
    for (const customer of [regular, quiet, newcomer]) {
      expect(text).not.toContain(customer.user.phone);
    }
    expect(text).not.toContain('karim.quiet@');
    // A search still finds a customer by the phone a seller cannot read back.
    const byPhone = await list(`?q=${regular.user.phone}`);
    expect(byPhone.body.results?.map((customer) => customer.id)).toEqual([regular.user.id]);
  });

  it('caps a page at 100 customers, saying so in the envelope', async () => {
    const asked = await list('?limit=10000');
    expect(asked.status).toBe(200);
    expect(asked.body.limit).toBe(100);
    expect(asked.body.results?.length).toBeLessThanOrEqual(100);
    // The spec's way: `limit` as a header.
    const header = await suite.api.get<StaffCustomer[]>('/admin/customers', {
      token: admin.token,
      headers: { limit: '10000' },
    });
    expect(header.body.limit).toBe(100);
  });

  it('records each read of the list in the staff audit log, with the search, page and rows', async () => {
    const reads = async () =>
      (
        await suite.server.db
          .selectFrom('staff_audit')
          .where('action', '=', 'customers.list')
          .select((eb) => eb.fn.countAll<number | string>().as('n'))
          .executeTakeFirstOrThrow()
      ).n;
    const before = Number(await reads());
    expect((await list('?q=Mona%20reg&page=1&limit=5')).status).toBe(200);
    expect(Number(await reads())).toBe(before + 1);
    // A refused caller read nothing: nothing to record.
    expect((await list('', regular.token)).status).toBe(403);
    expect(Number(await reads())).toBe(before + 1);

    const log = await suite.api.get<AuditEntry[]>('/admin/audit?entity=customer', {
      token: admin.token,
    });
    expect(log.body.results?.[0]).toMatchObject({
      action: 'customers.list',
      user: { id: seller.user.id, role: 'seller' },
      entity: 'customer',
      before: {},
      after: { q: 'Mona reg', page: 1, limit: 5, rows: 1 },
    });
  });

  it('finds customers by part of a name, username or phone, Arabic digits included', async () => {
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).body.results?.map((customer) => customer.id);
    expect(await ids('mona reg')).toEqual([regular.user.id]);
    expect(await ids('الجديدة')).toEqual([newcomer.user.id]);
    expect(await ids(quiet.user.username.slice(-6))).toEqual([quiet.user.id]);
    const arabicDigits = regular.user.phone.replace(/\d/g, (d) =>
      String.fromCharCode(0x0660 + Number(d)),
    );
    expect(await ids(arabicDigits)).toEqual([regular.user.id]);
    const spaced = `${regular.user.phone.slice(0, 3)} ${regular.user.phone.slice(3, 7)} ${regular.user.phone.slice(7)}`;
    expect(await ids(spaced)).toEqual([regular.user.id]);
  });

  it('reads % and _ as themselves, not as patterns', async () => {
    const ids = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).body.results?.map((customer) => customer.id);
    expect(await ids('%_')).toEqual([quiet.user.id]);
    expect(await ids('%')).toEqual([quiet.user.id]);
    expect(await ids('o_a')).toEqual([]);
    expect(await ids('-')).toEqual([]);
  });

  it('answers a page at a time, with the total', async () => {
    const second = await list('?page=2&limit=1');
    expect(second.body.total).toBe(3);
    expect(second.body.page).toBe(2);
    expect(second.body.results?.map((customer) => customer.id)).toEqual([regular.user.id]);
  });

  it('refuses a search longer than 60 characters with a 400', async () => {
    const refused = await list(`?q=${'a'.repeat(61)}`);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toEqual(['q']);
  });
});
