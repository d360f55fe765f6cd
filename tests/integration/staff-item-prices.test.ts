import { beforeAll, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import type { PriceChange, StaffItem } from '@/contracts/staff-catalog';
import type { Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { stockItem } from './support/orders';
import { registerStaff } from './support/staff';

/** Prices staff set: the old price the shop strikes through, and the history kept of both. */
describeApi('staff price changes', (suite) => {
  let seller: Customer;
  let admin: Customer;

  beforeAll(async () => {
    seller = await registerStaff(suite.api, suite.server.db, 'seller');
    admin = await registerStaff(suite.api, suite.server.db, 'admin');
  });

  /** Starts an item at `price` EGP with no old price, behind the API's back. */
  async function priced(id: number, price: number): Promise<void> {
    await stockItem(suite.server.db, id, { stock: 10, priceCents: price * 100 });
    await suite.server.db
      .updateTable('items')
      .set({ old_price_cents: null })
      .where('id', '=', id)
      .execute();
  }

  const update = (id: number, body: unknown, token = seller.token) =>
    suite.api.post<StaffItem>(`/admin/items/${id}`, body, { token });
  const history = (id: number) =>
    suite.api.get<PriceChange[]>(`/admin/items/${id}/prices`, { token: seller.token });

  it('strikes through the price before when the seller lowers it, as the shop shows', async () => {
    await priced(20, 200);
    const lowered = await update(20, { price: 170 });
    expect(lowered.body.results).toMatchObject({ price: 170, old_price: 200, discount: 15 });
    const shop = await suite.api.get<Item>('/item/details/20');
    expect(shop.body.results).toMatchObject({ price: 170, old_price: 200, discount: 15 });
    // Lowered again: the price just before is the one struck through.
    const again = await update(20, { price: 160 });
    expect(again.body.results).toMatchObject({ price: 160, old_price: 170 });
  });

  it('keeps the old price the seller sends, removes it on null, and drops it when the rise overtakes it', async () => {
    await priced(21, 100);
    expect((await update(21, { price: 90, old_price: 120 })).body.results).toMatchObject({
      price: 90,
      old_price: 120,
      discount: 25,
    });
    // An old price alone is checked against the price the item has.
    expect((await update(21, { old_price: 110 })).body.results?.old_price).toBe(110);
    const below = await update(21, { old_price: 80 });
    expect(below.status).toBe(400);
    expect(below.body.errors?.old_price).toMatch(/higher than the price/);
    // A rise that stays under the old price keeps the discount; past it, the old price goes.
    expect((await update(21, { price: 100 })).body.results?.old_price).toBe(110);
    expect((await update(21, { price: 115 })).body.results?.old_price).toBeNull();
    await update(21, { price: 90, old_price: 120 });
    expect((await update(21, { old_price: null })).body.results).toMatchObject({
      old_price: null,
      discount: 0,
    });
  });

  it('makes up no discount deeper than 60 %', async () => {
    await priced(22, 100);
    const halved = await update(22, { price: 50 });
    expect(halved.body.results).toMatchObject({ price: 50, old_price: 100, discount: 50 });
    await priced(22, 100);
    const slashed = await update(22, { price: 30 });
    expect(slashed.body.results).toMatchObject({ price: 30, old_price: null, discount: 0 });
    const deep = await update(22, { old_price: 80 });
    expect(deep.status).toBe(400);
    expect(deep.body.errors?.old_price).toMatch(/at most 60%/);
    // Exactly 60 % off is allowed.
    expect((await update(22, { old_price: 75 })).body.results?.discount).toBe(60);
  });

  it('keeps each price and old price in the history, newest first, with who set it; stock changes add none', async () => {
    await priced(23, 300);
    await update(23, { price: 280 });
    await update(23, { stock: 3 });
    await update(23, { price: 290, old_price: 320 }, admin.token);
    await update(23, { old_price: null });
    const answer = await history(23);
    expect(answer.status).toBe(200);
    expect(answer.body.total).toBe(3);
    expect(
      answer.body.results?.map((change) => [change.price, change.old_price, change.by.role]),
    ).toEqual([
      [290, null, 'seller'],
      [290, 320, 'admin'],
      [280, 300, 'seller'],
    ]);
    expect(answer.body.results?.[1]?.by.name).toBe('Test admin');
    expect(answer.body.results?.[2]?.discount).toBe(7);
    const times = answer.body.results?.map((change) => Date.parse(change.at)) ?? [];
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const paged = await suite.api.get<PriceChange[]>('/admin/items/23/prices?limit=1&page=2', {
      token: seller.token,
    });
    expect(paged.body.results?.map((change) => change.old_price)).toEqual([320]);
  });

  it('starts a new item’s history with the price it was added with', async () => {
    const created = await suite.api.post<StaffItem>(
      '/admin/items/new',
      {
        name_en: 'Pigeon Pair Special',
        name_ar: 'جوز حمام مميز',
        category_id: 5,
        unit_code: 'pack',
        price: 150,
        old_price: 180,
        stock: 4,
      },
      { token: seller.token },
    );
    const id = created.body.results?.id ?? 0;
    const answer = await history(id);
    expect(answer.body.results?.map((change) => [change.price, change.old_price])).toEqual([
      [150, 180],
    ]);
  });

  it('of two edits at once, the second strikes through the first one’s price, not the one both read', async () => {
    await priced(24, 100);
    const answers = await Promise.all([update(24, { price: 90 }), update(24, { price: 80 })]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    const changes = (await history(24)).body.results ?? [];
    // Whichever ran second worked on the first one's result, not the 100 both started from.
    // The requests race: when 80 lands first, 90 is a raise and the struck-through 100 stays.
    const [last, first] = changes;
    expect(changes).toHaveLength(2);
    expect(first?.old_price).toBe(100);
    const lowered = (last?.price ?? 0) < (first?.price ?? 0);
    expect(last?.old_price).toBe(lowered ? first?.price : 100);
  });
});
