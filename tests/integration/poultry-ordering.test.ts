import { beforeAll, expect, it } from '@jest/globals';
import type { AuditEntry } from '@/contracts/audit';
import type { Item } from '@/contracts/catalog';
import type { Order, StaffOrder } from '@/contracts/order';
import type { StaffItem } from '@/contracts/staff-catalog';
import { createAddress, registerCustomer, type Customer } from './support/accounts';
import { describeApi } from './support/describe-api';
import { setZoneMinimum, stockItem, stockOf, zoneFeeCents } from './support/orders';
import { databaseFingerprint } from './support/snapshot';
import { registerStaff } from './support/staff';

const ZONE = 1;
/** The seed's white broiler, sold by the kg: weights 1–2 kg, cut and skin choices. */
const CHICKEN = 1;
const CHICKEN_WEIGHTS = [1000, 1250, 1500, 1750, 2000];
/** Chicken wings, another kg item; a tray of white eggs, sold by the tray. */
const WINGS = 12;
const EGGS = 47;

describeApi('poultry ordering: weights and preparation choices', (suite) => {
  let seller: Customer;
  let admin: Customer;
  let chicken: Item;
  let fee: number;

  beforeAll(async () => {
    const db = suite.server.db;
    await setZoneMinimum(db, ZONE, 0);
    await stockItem(db, CHICKEN, { stock: 50, priceCents: 15_000, weights: CHICKEN_WEIGHTS });
    await stockItem(db, WINGS, { stock: 50, priceCents: 13_800, weights: [500, 1000] });
    await stockItem(db, EGGS, { stock: 50, priceCents: 20_000 });
    fee = (await zoneFeeCents(db, ZONE)) / 100;
    seller = await registerStaff(suite.api, db, 'seller');
    admin = await registerStaff(suite.api, db, 'admin');
    chicken = (await suite.api.get<Item>(`/item/details/${CHICKEN}`)).body.results!;
  });

  const optionId = (item: Item, name: string) => {
    const found = item.options.find((option) => option.name === name);
    if (!found) throw new Error(`no option ${name}`);
    return found.id;
  };

  async function customerWithAddress() {
    const customer = await registerCustomer(suite.api);
    const address = await createAddress(suite.api, customer.token, ZONE);
    return { ...customer, address };
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

  const weigh = (
    id: number,
    lines: unknown[],
    token = seller.token,
    extra: { confirm?: boolean; lang?: string } = {},
  ) =>
    suite.api.post<StaffOrder>(
      `/admin/orders/${id}/weights`,
      { lines, ...(extra.confirm === undefined ? {} : { confirm: extra.confirm }) },
      { token, lang: extra.lang },
    );

  it('shows items with their weights in kg and their choices in the caller’s language', async () => {
    expect(chicken.weight_options).toEqual([1, 1.25, 1.5, 1.75, 2]);
    expect(
      chicken.options.map((option) => [option.group, option.name, option.price_delta]),
    ).toEqual([
      ['cut', 'Whole', 0],
      ['cut', '4 pieces', 0],
      ['cut', '8 pieces', 3],
      ['skin', 'With skin', 0],
      ['skin', 'Skinless', 10],
    ]);
    const arabic = await suite.api.get<Item[]>('/items/list?limit=3', { lang: 'ar' });
    expect(arabic.body.results?.[0]?.options.map((option) => option.name)).toContain('٨ قطع');
    const eggs = await suite.api.get<Item>(`/item/details/${EGGS}`);
    expect(eggs.body.results).toMatchObject({ weight_options: [], options: [] });
  });

  it('prices a weighed line from its weight and choices, as an estimate, and weighing sets the final total', async () => {
    const customer = await customerWithAddress();
    const cut8 = optionId(chicken, '8 pieces');
    const skinless = optionId(chicken, 'Skinless');
    const whole = optionId(chicken, 'Whole');
    const placed = await order(customer, [
      { item_id: CHICKEN, qty: 2, weight: 1.5, option_ids: [cut8, skinless] },
      { item_id: CHICKEN, qty: 1, weight: 1.25, option_ids: [whole] },
      { item_id: EGGS, qty: 1 },
    ]);
    expect(placed.status).toBe(200);
    const placedOrder = placed.body.results!;
    expect(
      placedOrder.items.map((line) => [
        line.item_id,
        line.weight,
        line.options.map((option) => option.name),
        line.unit_price,
        line.estimated_total,
        line.line_total,
        line.estimated,
      ]),
    ).toEqual([
      // (150 + 3 + 10) EGP/kg × 1.5 kg × 2.
      [CHICKEN, 1.5, ['8 pieces', 'Skinless'], 163, 489, 489, true],
      [CHICKEN, 1.25, ['Whole'], 150, 187.5, 187.5, true],
      [EGGS, null, [], 200, 200, 200, false],
    ]);
    expect(placedOrder).toMatchObject({
      subtotal: 876.5,
      total: 876.5 + fee,
      estimated_total: 876.5 + fee,
      estimated: true,
    });
    // 3 kg and 1.25 kg ordered take exactly 4.25 kg of stock (ADR 0018); the eggs a tray.
    expect(await stockOf(suite.server.db, CHICKEN)).toBe(45.75);
    expect(await stockOf(suite.server.db, EGGS)).toBe(49);

    const [big, small, eggs] = placedOrder.items.map((line) => line.id);
    expect(
      (await weigh(placedOrder.id, [{ line_id: small, weight: 1.62 }], customer.token)).status,
    ).toBe(403);
    const refusals: Array<[unknown, string]> = [
      [{ item_id: CHICKEN, weight: 1.5 }, 'lines.0.item_id'],
      [{ line_id: eggs, weight: 1 }, 'lines.0.line_id'],
      [{ line_id: 999_999, weight: 1 }, 'lines.0.line_id'],
      [{ item_id: WINGS, weight: 1 }, 'lines.0.item_id'],
      // Round 3: a weight that rounds to 0 g was taken as whole grams and kept as 0 g.
      [{ line_id: small, weight: 1e-10 }, 'lines.0.weight'],
      [{ line_id: small, weight: 0.0004 }, 'lines.0.weight'],
    ];
    for (const [line, field] of refusals) {
      const refused = await weigh(placedOrder.id, [line]);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
    }

    // 1.62 kg for 1.25 is 30 % over the estimate: saved once staff confirm it.
    const first = await weigh(placedOrder.id, [{ line_id: small, weight: 1.62 }], seller.token, {
      confirm: true,
    });
    expect(first.status).toBe(200);
    expect(first.body.results?.items[1]).toMatchObject({
      weighed_weight: 1.62,
      line_total: 243,
      estimated_total: 187.5,
      estimated: false,
    });
    expect(first.body.results?.estimated).toBe(true);

    const second = await weigh(
      placedOrder.id,
      [
        { line_id: big, weight: 3.07 },
        { line_id: small, weight: 1.6 },
      ],
      seller.token,
      { confirm: true },
    );
    expect(second.status).toBe(200);
    // 163 × 3.07 = 500.41; weighing again replaced 1.62 kg by 1.6 kg: 150 × 1.6 = 240.
    const seen = await suite.api.get<Order>(`/user/orders/${placedOrder.id}`, {
      token: customer.token,
    });
    expect(seen.body.results).toMatchObject({
      subtotal: 940.41,
      total: 940.41 + fee,
      estimated_total: 876.5 + fee,
      estimated: false,
    });
    expect(seen.body.results?.items.map((line) => [line.weighed_weight, line.line_total])).toEqual([
      [3.07, 500.41],
      [1.6, 240],
      [null, 200],
    ]);

    const log = await suite.api.get<AuditEntry[]>(
      `/admin/audit?entity=order&entity_id=${placedOrder.id}`,
      { token: admin.token },
    );
    expect(log.body.results?.[0]).toMatchObject({
      action: 'order.weights',
      user: { id: seller.user.id },
      before: { total: 932 + fee, [`lines.${small}.weighed_weight`]: 1.62 },
      after: { total: 940.41 + fee, [`lines.${small}.weighed_weight`]: 1.6 },
    });
    // The log names the order by the number the shopper sees, and each weighed line by its
    // product, in the language asked for.
    const [bigLine, smallLine] = seen.body.results?.items ?? [];
    expect(log.body.results?.[0]?.subject).toEqual({
      label: seen.body.results?.number,
      unit_code: null,
      lines: {
        [String(big)]: { name: bigLine?.name, position: 1 },
        [String(small)]: { name: smallLine?.name, position: 2 },
      },
    });
    expect(seen.body.results?.number).toMatch(/^DP-\d{6}-\d{5}$/);
    const arabicLog = await suite.api.get<AuditEntry[]>(
      `/admin/audit?entity=order&entity_id=${placedOrder.id}`,
      { token: admin.token, lang: 'ar' },
    );
    const arabicName = arabicLog.body.results?.[0]?.subject?.lines[String(small)]?.name;
    expect(arabicName).toMatch(/[\u0600-\u06FF]/);

    // Once the order has left the shop its weights are final.
    for (const status of ['Processing', 'OutForDelivery']) {
      const moved = await suite.api.post(
        `/admin/orders/${placedOrder.id}/status`,
        { status },
        { token: seller.token },
      );
      expect(moved.status).toBe(200);
    }
    const late = await weigh(placedOrder.id, [{ line_id: big, weight: 3 }], admin.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toContain('Out for delivery');
  });

  it('refuses a weight far from the one ordered, and asks before saving a large difference', async () => {
    const customer = await customerWithAddress();
    const placed = await order(customer, [
      { item_id: CHICKEN, qty: 2, weight: 1.5 },
      { item_id: WINGS, qty: 1, weight: 0.5 },
    ]);
    const { id, total } = placed.body.results!;
    const [chickens, wings] = placed.body.results!.items.map((line) => line.id);
    const unchanged = async () => {
      const seen = await suite.api.get<Order>(`/user/orders/${id}`, { token: customer.token });
      expect(seen.body.results).toMatchObject({ total, estimated: true });
      expect(seen.body.results?.items.map((line) => line.weighed_weight)).toEqual([null, null]);
    };

    // A 0.5 kg line weighed as 500 kg (the scale in grams): refused, naming the line's weight.
    const typo = await weigh(id, [{ line_id: wings, weight: 500 }]);
    expect(typo.status).toBe(400);
    expect(typo.body.errors).toEqual({
      'lines.0.weight':
        '500 kg is far from the 0.5 kg ordered (at most 2× / at least 0.5×). Check the scale.',
    });
    const arabic = await weigh(id, [{ line_id: wings, weight: 1.4 }], seller.token, {
      confirm: true,
      lang: 'ar',
    });
    expect(arabic.status).toBe(400);
    expect(arabic.body.errors?.['lines.0.weight']).toBe(
      'الوزن ١٫٤ كجم بعيد قوي عن المطلوب ٠٫٥ كجم (المسموح من ٠٫٥× لـ ٢× منه). راجع الميزان.',
    );
    // Two chickens of 1.5 kg are 3 kg: the line may weigh 1.5 to 6 kg, confirmed or not.
    for (const weight of [6.5, 1.4]) {
      const refused = await weigh(id, [{ line_id: chickens, weight }], seller.token, {
        confirm: true,
      });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual(['lines.0.weight']);
    }
    await unchanged();

    // 4 kg for 3 is a third more: allowed, once confirmed.
    const asked = await weigh(id, [
      { line_id: wings, weight: 0.52 },
      { line_id: chickens, weight: 4 },
    ]);
    expect(asked.status).toBe(409);
    expect(asked.body).toMatchObject({
      confirm_required: true,
      message: 'Some weights differ from the order by more than 20%. Check them, then confirm.',
      errors: { 'lines.1.weight': '4 kg is 33.3% more than the 3 kg ordered.' },
    });
    expect(Object.keys(asked.body.errors ?? {})).toEqual(['lines.1.weight']);
    await unchanged();
    const confirmed = await weigh(
      id,
      [
        { line_id: wings, weight: 0.52 },
        { line_id: chickens, weight: 4 },
      ],
      seller.token,
      { confirm: true },
    );
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.results?.items.map((line) => line.weighed_weight)).toEqual([4, 0.52]);
    expect(confirmed.body.results?.total).toBe(600 + 71.76 + fee);

    // A weight close to the one ordered needs no question.
    const close = await weigh(id, [{ line_id: wings, weight: 0.55 }]);
    expect(close.status).toBe(200);
    expect(close.body.results?.total).toBe(600 + 75.9 + fee);
  });

  it('refuses weights and choices the item does not offer, changing nothing', async () => {
    const customer = await customerWithAddress();
    const wings = (await suite.api.get<Item>(`/item/details/${WINGS}`)).body.results!;
    const cut8 = optionId(chicken, '8 pieces');
    const whole = optionId(chicken, 'Whole');
    const skinless = optionId(chicken, 'Skinless');
    const eggsTray = (await suite.api.get<Item>(`/item/details/${EGGS}`)).body.results!;
    expect(wings.options).toEqual([]);
    const cases: Array<[unknown[], string]> = [
      [[{ item_id: WINGS, qty: 1, weight: 1, option_ids: [cut8] }], 'items.0.option_ids'],
      [[{ item_id: CHICKEN, qty: 1, weight: 1, option_ids: [cut8, whole] }], 'items.0.option_ids'],
      [[{ item_id: CHICKEN, qty: 1, weight: 1.3 }], 'items.0.weight'],
      [[{ item_id: EGGS, qty: 1, weight: 1 }], 'items.0.weight'],
      [
        [
          { item_id: CHICKEN, qty: 1, weight: 2, option_ids: [cut8, skinless] },
          { item_id: CHICKEN, qty: 3, weight: 2, option_ids: [skinless, cut8] },
        ],
        'items.1.item_id',
      ],
    ];
    expect(eggsTray.weight_options).toEqual([]);
    for (const [items, field] of cases) {
      // Views of the item pages above are counted in the background.
      const before = await databaseFingerprint(suite.server.db, { items: ['views'] });
      const refused = await order(customer, items);
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors ?? {})).toEqual([field]);
      expect(await databaseFingerprint(suite.server.db, { items: ['views'] })).toEqual(before);
    }
    const arabic = await order(customer, [{ item_id: CHICKEN, qty: 1, weight: 1.3 }], 'ar');
    expect(arabic.body.errors?.['items.0.weight']).toBe('اختار وزن من الأوزان المتاحة للمنتج ده.');
  });

  it('takes a Version 1 line without a weight as whole kilos, weighed like any other', async () => {
    const customer = await customerWithAddress();
    const placed = await order(customer, [{ item_id: CHICKEN, qty: 2 }]);
    expect(placed.status).toBe(200);
    expect(placed.body.results?.items[0]).toMatchObject({
      weight: 1,
      qty: 2,
      line_total: 300,
      estimated: true,
    });
    expect(placed.body.results?.estimated).toBe(true);
  });

  it('gives a cancelled weighed line’s stock back, as much as it took', async () => {
    const customer = await customerWithAddress();
    const before = await stockOf(suite.server.db, CHICKEN);
    const placed = await order(customer, [{ item_id: CHICKEN, qty: 3, weight: 1.75 }]);
    expect(placed.status).toBe(200);
    // Exactly 5.25 kg, not the 6 kg rounded up each line took before ADR 0018.
    expect(await stockOf(suite.server.db, CHICKEN)).toBe(before - 5.25);
    const cancelled = await suite.api.post(
      `/user/orders/${placed.body.results!.id}/cancel`,
      undefined,
      {
        token: customer.token,
      },
    );
    expect(cancelled.status).toBe(200);
    expect(await stockOf(suite.server.db, CHICKEN)).toBe(before);
  });

  it('lets staff set an item’s choices and weights, keeping ids and old orders’ names', async () => {
    const body = {
      name_en: 'Baladi duck, whole',
      name_ar: 'بطة بلدي كاملة',
      description_en: 'Cleaned and chilled.',
      description_ar: 'منظفة ومبردة.',
      category_id: 3,
      unit_code: 'kg',
      price: 240,
      stock: 20,
      weight_options: [3, 2, 2.5],
      options: [
        { group: 'cut', name_en: 'Whole', name_ar: 'صحيحة', price_delta: 0 },
        { group: 'cut', name_en: 'Quarters', name_ar: '٤ أرباع', price_delta: '2.50' },
      ],
    };
    const created = await suite.api.post<StaffItem>('/admin/items/new', body, {
      token: seller.token,
    });
    expect(created.status).toBe(200);
    const item = created.body.results!;
    expect(item.weight_options).toEqual([2, 2.5, 3]);
    expect(item.options.map((o) => [o.group, o.name_en, o.name_ar, o.price_delta])).toEqual([
      ['cut', 'Whole', 'صحيحة', 0],
      ['cut', 'Quarters', '٤ أرباع', 2.5],
    ]);
    const [wholeOption, quartersOption] = item.options;

    const customer = await customerWithAddress();
    const placed = await order(customer, [
      { item_id: item.id, qty: 1, weight: 2.5, option_ids: [quartersOption!.id] },
    ]);
    expect(placed.status).toBe(200);

    const edited = await suite.api.post<StaffItem>(
      `/admin/items/${item.id}`,
      {
        options: [
          {
            id: wholeOption!.id,
            group: 'cut',
            name_en: 'Whole bird',
            name_ar: 'صحيحة',
            price_delta: 0,
          },
          { group: 'skin', name_en: 'Skinless', name_ar: 'من غير جلد', price_delta: 12 },
        ],
      },
      { token: admin.token },
    );
    expect(edited.status).toBe(200);
    const options = edited.body.results!.options;
    expect(options[0]?.id).toBe(wholeOption!.id);
    expect(options.map((o) => o.name_en)).toEqual(['Whole bird', 'Skinless']);
    expect(options.map((o) => o.id)).not.toContain(quartersOption!.id);

    const log = await suite.api.get<AuditEntry[]>(`/admin/audit?entity=item&entity_id=${item.id}`, {
      token: admin.token,
    });
    expect(Object.keys(log.body.results?.[0]?.after ?? {})).toEqual(['options']);

    // The order keeps the retired option's name and delta.
    const old = await suite.api.get<Order>(`/user/orders/${placed.body.results!.id}`, {
      token: customer.token,
      lang: 'ar',
    });
    expect(old.body.results?.items[0]?.options).toEqual([
      { id: quartersOption!.id, group: 'cut', name: '٤ أرباع', price_delta: 2.5 },
    ]);
    // Arabic shoppers read the Arabic names.
    const shown = await suite.api.get<Item>(`/item/details/${item.id}`, { lang: 'ar' });
    expect(shown.body.results?.options.map((o) => o.name)).toEqual(['صحيحة', 'من غير جلد']);

    const foreign = await suite.api.post(
      `/admin/items/${item.id}`,
      {
        options: [
          {
            id: optionId(chicken, 'Whole'),
            group: 'cut',
            name_en: 'X',
            name_ar: 'س',
            price_delta: 0,
          },
        ],
      },
      { token: admin.token },
    );
    expect(foreign.status).toBe(400);
    expect(Object.keys(foreign.body.errors ?? {})).toEqual(['options.0.id']);

    const byPiece = await suite.api.post(
      `/admin/items/${item.id}`,
      { unit_code: 'piece', weight_options: [1] },
      { token: admin.token },
    );
    expect(byPiece.status).toBe(400);
    const unweighed = await suite.api.post<StaffItem>(
      `/admin/items/${item.id}`,
      { unit_code: 'bird' },
      { token: admin.token },
    );
    expect(unweighed.body.results?.weight_options).toEqual([]);
    const stillPiece = await suite.api.post(
      `/admin/items/${item.id}`,
      { weight_options: [1] },
      { token: admin.token },
    );
    expect(stillPiece.status).toBe(400);
    expect(Object.keys(stillPiece.body.errors ?? {})).toEqual(['weight_options']);
  });
});
