import { beforeAll, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Item } from '@/contracts/catalog';
import type { Order } from '@/contracts/order';
import type { StaffItem } from '@/contracts/staff-catalog';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem, stockOf } from './support/orders';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

const ZONE = 1;
/** The seed's white broiler, sold by the kg with weights to pick; a tray of eggs, by the tray. */
const CHICKEN = 1;
const EGGS = 47;

/*
 * Weighed stock to the gram (issue 38, ADR 0018): an item sold by the kg counts its stock in kg,
 * a line takes exactly the kg it holds, a cancel gives exactly that back, and staff type kg
 * with decimals where pieces stay whole.
 */
describeApi('weighed stock, to the gram', (suite) => {
  let seller: Customer;
  let admin: Customer;

  beforeAll(async () => {
    await setZoneMinimum(suite.server.db, ZONE, 0);
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });

  async function shopper() {
    const customer = await registerCustomer(suite.api);
    return { ...customer, address: await createAddress(suite.api, customer.token, ZONE) };
  }

  const order = (
    who: { token: string; address: { id: number } },
    items: unknown[],
    lang?: string,
  ) =>
    suite.api.post<Order>(
      '/user/orders/add',
      { address_id: who.address.id, items },
      { token: who.token, lang },
    );

  const stockShown = async (id: number) =>
    (await suite.api.get<Item>(`/item/details/${id}`)).body.results?.stock;

  it('takes exactly 1.5 kg for a 1.5 kg line, says what is left in kg, and a cancel gives it back', async () => {
    await stockItem(suite.server.db, CHICKEN, { stock: 3, weights: [1000, 1500, 2000] });
    const buyer = await shopper();
    const placed = await order(buyer, [{ item_id: CHICKEN, qty: 1, weight: 1.5 }]);
    expect(placed.status).toBe(200);
    // Not 1 (3 less the 2 kg a 1.5 kg line took, rounded up, before).
    expect(await stockOf(suite.server.db, CHICKEN)).toBe(1.5);
    expect(await stockShown(CHICKEN)).toBe(1.5);

    // Two more birds of 1.5 kg are 3 kg: more than the 1.5 kg left, said with its unit.
    const short = [{ item_id: CHICKEN, qty: 2, weight: 1.5 }];
    const refused = await order(buyer, short);
    expect(refused.status).toBe(409);
    expect(refused.body.errors?.['items.0.qty']).toBe('Only 1.5 kg left in stock.');
    expect((await order(buyer, short, 'ar')).body.errors?.['items.0.qty']).toBe(
      'فاضل في المخزون ١٫٥ كجم بس.',
    );
    // The last 1.5 kg are still for sale, to the gram.
    const last = await order(buyer, [{ item_id: CHICKEN, qty: 1, weight: 1.5 }]);
    expect(last.status).toBe(200);
    expect(await stockShown(CHICKEN)).toBe(0);

    for (const answer of [placed, last]) {
      const id = answer.body.results!.id;
      const cancelled = await suite.api.post(`/user/orders/${id}/cancel`, undefined, {
        token: buyer.token,
      });
      expect(cancelled.status).toBe(200);
    }
    expect(await stockOf(suite.server.db, CHICKEN)).toBe(3);
  });

  it('lets staff set a kg item’s stock to 2.75 kg, and refuses 2.5 trays in the caller’s language', async () => {
    const edit = (id: number, body: unknown, lang?: string) =>
      suite.api.post<StaffItem>(`/admin/items/${id}`, body, { token: seller.token, lang });
    const kg = await edit(CHICKEN, { stock: '٢٫٧٥', max_per_order: 1.25 });
    expect(kg.status).toBe(200);
    expect(kg.body.results).toMatchObject({ stock: 2.75, max_per_order: 1.25, unit_code: 'kg' });
    expect(await stockShown(CHICKEN)).toBe(2.75);
    const kept = await suite.server.db
      .selectFrom('items')
      .select(['stock', 'max_per_order'])
      .where('id', '=', CHICKEN)
      .executeTakeFirstOrThrow();
    expect(kept).toEqual({ stock: 2_750, max_per_order: 1_250 });
    // The audit log keeps the kg the seller typed, not the grams kept.
    const audit = await suite.api.get<AuditEntry[]>(
      `/admin/audit?entity=item&entity_id=${CHICKEN}`,
      { token: admin.token },
    );
    expect(audit.body.results?.[0]).toMatchObject({
      action: 'item.update',
      after: { stock: 2.75, max_per_order: 1.25 },
    });
    // The most per order counts kg too: a bird of 1.5 kg is over 1.25 kg.
    const refused = await order(await shopper(), [{ item_id: CHICKEN, qty: 1, weight: 1.5 }]);
    expect(refused.body.errors?.['items.0.qty']).toMatch(/at most 1.25 kg of/);

    const before = await databaseFingerprint(suite.server.db);
    const pieces = await edit(EGGS, { stock: 2.5 });
    expect(pieces.status).toBe(400);
    expect(pieces.body.errors?.stock).toBe(
      'This product is counted by the piece: enter a whole number, e.g. 3.',
    );
    expect((await edit(EGGS, { stock: '٢٫٥' }, 'ar')).body.errors?.stock).toBe(
      'المنتج ده بيتعد بالقطعة: اكتب عدد صحيح، زي ٣.',
    );
    expect((await edit(CHICKEN, { stock: 2.7505 })).body.errors?.stock).toMatch(/three decimals/);
    expect(await databaseFingerprint(suite.server.db)).toEqual(before);
  });
});
