import { beforeAll, describe, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import type { Address } from '@/contracts/address';
import type { Order } from '@/contracts/order';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { orderCount, stockItem, stockOf } from './support/orders';
import { registerStaff } from './support/staff';

// Seeded zones (src/server/db/seed/data/delivery-zones.ts): 2 is Talkha (20 EGP, no minimum).
const TALKHA = 2;
const ITEM = 30;

describeApi('delivery zones for staff', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let customer: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
    customer = await registerCustomer(suite.api);
  });

  const update = (id: number, body: unknown, token: string, lang?: string) =>
    suite.api.post<StaffDeliveryZone>(`/admin/delivery-zones/${id}`, body, { token, lang });
  const publicZones = async (lang = 'en') =>
    (await suite.api.get<DeliveryCharge[]>('/app_settings/delivery_charges', { lang })).body
      .results ?? [];
  const zoneRow = (id: number) =>
    suite.server.db
      .selectFrom('delivery_zones')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const zoneAudit = async (id: number) =>
    (
      await suite.api.get<AuditEntry[]>(`/admin/audit?entity=zone&entity_id=${id}`, {
        token: admin.token,
      })
    ).body.results ?? [];

  describe('who may call', () => {
    it('refuses no token with 401 and a customer with 403, on both routes', async () => {
      expect((await suite.api.get('/admin/delivery-zones')).status).toBe(401);
      expect((await suite.api.post(`/admin/delivery-zones/${TALKHA}`, { fee: 1 })).status).toBe(
        401,
      );
      expect((await suite.api.get('/admin/delivery-zones', { token: customer.token })).status).toBe(
        403,
      );
      expect((await update(TALKHA, { fee: 1 }, customer.token)).status).toBe(403);
    });

    it('lets a seller read the zones but tells them only an admin may change one', async () => {
      const before = await zoneRow(TALKHA);
      expect((await suite.api.get('/admin/delivery-zones', { token: seller.token })).status).toBe(
        200,
      );
      const refused = await update(TALKHA, { fee: 99 }, seller.token);
      expect(refused.status).toBe(403);
      expect(refused.body.message).toBe(
        'Only the shop’s admin can do this. Ask an admin to make the change.',
      );
      const arabic = await update(TALKHA, { fee: 99 }, seller.token, 'ar');
      expect(arabic.body.message).toContain('لمدير المتجر');
      expect(await zoneRow(TALKHA)).toEqual(before);
      expect(await zoneAudit(TALKHA)).toEqual([]);
    });
  });

  it('lists every zone with both languages’ names and whether it is active', async () => {
    const answer = await suite.api.get<StaffDeliveryZone[]>('/admin/delivery-zones', {
      token: seller.token,
      lang: 'ar',
    });
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(14);
    expect(answer.body.results?.[0]).toEqual({
      id: 1,
      area: 'المنصورة',
      fee: 15,
      min_order: 0,
      eta: 'في نفس اليوم، خلال ٢–٤ ساعات',
      is_active: true,
      area_ar: 'المنصورة',
      area_en: 'Mansoura',
      eta_ar: 'في نفس اليوم، خلال ٢–٤ ساعات',
      eta_en: 'Same day, 2–4 hours',
    });
  });

  it('answers 404 for a zone that does not exist, and changes nothing', async () => {
    const missing = await update(999_999, { fee: 10 }, admin.token);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Delivery zone not found.');
  });

  it.each([
    ['a negative fee', { fee: -1 }, 'fee'],
    ['a fee with a fraction of a piastre', { fee: 12.345 }, 'fee'],
    ['a fee that rounds to nothing', { fee: 1e-9 }, 'fee'],
    ['a minimum that rounds to nothing', { min_order: 0.001 }, 'min_order'],
    ['a fee past the maximum', { fee: 1_000_000 }, 'fee'],
    ['a fee as text', { fee: '25' }, 'fee'],
    ['a minimum past the maximum', { min_order: 20_000.01 }, 'min_order'],
    ['a blank area name', { names: { area_en: '  ' } }, 'names.area_en'],
    ['markup in an area name', { names: { area_ar: '<b>طلخا</b>' } }, 'names.area_ar'],
    ['an active flag that is not a boolean', { is_active: 'yes' }, 'is_active'],
    ['nothing to change', { names: {} }, 'body'],
  ])('refuses %s with a 400 naming the field, and changes nothing', async (_, body, field) => {
    const before = await zoneRow(TALKHA);
    const refused = await update(TALKHA, body, admin.token);
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    expect(await zoneRow(TALKHA)).toEqual(before);
  });

  it('says what is wrong in Arabic too', async () => {
    const refused = await update(TALKHA, { fee: 12.345 }, admin.token, 'ar');
    expect(refused.body.errors?.fee).toBe('استخدم رقمين عشريين بحد أقصى (قروش)، مثل ٢٥٫٥٠.');
  });

  it('shows an admin’s change in the public delivery charges at once, even when they were cached', async () => {
    expect((await publicZones()).find((zone) => zone.id === TALKHA)?.fee).toBe(20);
    // A write behind the cache's back is not seen: the answer above is being served from memory.
    await suite.server.db
      .updateTable('delivery_zones')
      .set({ eta_en: 'Behind the cache' })
      .where('id', '=', TALKHA)
      .execute();
    expect((await publicZones()).find((zone) => zone.id === TALKHA)?.eta).not.toBe(
      'Behind the cache',
    );

    const saved = await update(
      TALKHA,
      { fee: 22.5, min_order: 100, names: { area_en: 'Talkha city', eta_ar: 'خلال ساعتين' } },
      admin.token,
    );
    expect(saved.status).toBe(200);
    expect(saved.body.message).toBe('The delivery zone was saved.');
    expect(saved.body.results).toMatchObject({
      id: TALKHA,
      area: 'Talkha city',
      fee: 22.5,
      min_order: 100,
      is_active: true,
      area_en: 'Talkha city',
      area_ar: 'طلخا',
      eta_ar: 'خلال ساعتين',
    });
    expect((await zoneRow(TALKHA)).fee_cents).toBe(2250);

    expect((await publicZones()).find((zone) => zone.id === TALKHA)).toEqual({
      id: TALKHA,
      area: 'Talkha city',
      fee: 22.5,
      min_order: 100,
      eta: 'Behind the cache',
    });
    expect((await publicZones('ar')).find((zone) => zone.id === TALKHA)?.eta).toBe('خلال ساعتين');
  });

  it('keeps each change in the audit log with the fields before and after, and only real changes', async () => {
    const id = 4;
    await update(id, { fee: 31, min_order: 150, is_active: true }, admin.token);
    // The same values again change nothing, so nothing more is recorded.
    await update(id, { fee: 31 }, admin.token);
    expect(await zoneAudit(id)).toEqual([
      {
        id: expect.any(Number),
        at: expect.any(String),
        user: { id: admin.user.id, name: 'Test admin', role: 'admin' },
        action: 'zone.update',
        entity: 'zone',
        entity_id: id,
        subject: { label: 'Aga', unit_code: null, lines: {} },
        before: { fee: 30 },
        after: { fee: 31 },
      },
    ]);
  });

  describe('an inactive zone', () => {
    const ZONE = 5;
    let address: Address;

    beforeAll(async () => {
      await stockItem(suite.server.db, ITEM, { stock: 40, priceCents: 50_000 });
      address = await createAddress(suite.api, customer.token, ZONE);
    });

    const order = (lang?: string) =>
      suite.api.post<Order>(
        '/user/orders/add',
        { address_id: address.id, items: [{ item_id: ITEM, qty: 1 }] },
        { token: customer.token, lang },
      );

    it('leaves the public list and takes no orders, with a clear reason; its addresses stay', async () => {
      const off = await update(ZONE, { is_active: false }, admin.token);
      expect(off.status).toBe(200);
      expect(off.body.results?.is_active).toBe(false);
      expect((await publicZones()).map((zone) => zone.id)).not.toContain(ZONE);
      const staffView = await suite.api.get<StaffDeliveryZone[]>('/admin/delivery-zones', {
        token: admin.token,
      });
      expect(staffView.body.results?.find((zone) => zone.id === ZONE)?.is_active).toBe(false);

      const orders = await orderCount(suite.server.db);
      const refused = await order();
      expect(refused.status).toBe(409);
      expect(refused.body.message).toBe(
        'We no longer deliver to Sherbin. Choose another address or add one in another area.',
      );
      expect(refused.body.errors?.address_id).toBe(refused.body.message);
      expect((await order('ar')).body.message).toContain('شربين');
      expect(await orderCount(suite.server.db)).toBe(orders);
      expect(await stockOf(suite.server.db, ITEM)).toBe(40);

      const kept = await suite.api.get<Address>(`/user/address/${address.id}`, {
        token: customer.token,
      });
      expect(kept.status).toBe(200);
      expect(kept.body.results?.zone_id).toBe(ZONE);
      expect(await zoneAudit(ZONE)).toMatchObject([
        { before: { is_active: true }, after: { is_active: false } },
      ]);
    });

    it('takes orders again once it is active again', async () => {
      await update(ZONE, { is_active: true }, admin.token);
      expect((await publicZones()).map((zone) => zone.id)).toContain(ZONE);
      const placed = await order();
      expect(placed.status).toBe(200);
      expect(placed.body.results?.delivery_charge).toBe(35);
    });
  });
});
