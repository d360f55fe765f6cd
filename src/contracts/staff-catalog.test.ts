import { describe, expect, it } from '@jest/globals';
import { itemCreateBodySchema, itemUpdateBodySchema, staffItemsQuerySchema } from './staff-catalog';

/** The first reason per field, as the server and the forms show it. */
const firstReasons = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}): Record<string, string> => {
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? [])
    found[issue.path.join('.') || 'root'] ??= issue.message;
  return found;
};

const reasons = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) =>
  Object.fromEntries(
    (result.error?.issues ?? []).map((issue) => [issue.path.join('.') || 'root', issue.message]),
  );

describe('itemUpdateBodySchema', () => {
  it('reads prices and stock typed on an Arabic phone keyboard', () => {
    expect(itemUpdateBodySchema.parse({ price: '٨٥٫٥٠', stock: ' ١٢ ' })).toEqual({
      price: 85.5,
      stock: 12,
    });
    expect(itemUpdateBodySchema.parse({ price: 85, old_price: '' })).toEqual({
      price: 85,
      old_price: null,
    });
  });

  it('refuses a price that is not a number, below a piastre, or finer than piastres', () => {
    const reason = (price: unknown) =>
      firstReasons(itemUpdateBodySchema.safeParse({ price })).price;
    for (const price of ['abc', '1e3', '-1', ''])
      expect(reason(price)).toBe('validation.invalid_price');
    // Round 3: 1e-9 passed as "whole piastres" within a tolerance and was stored as 0.00.
    for (const price of [0, '0', '0.00', -1, 1e-9, 0.001, 0.009]) {
      expect({ price, reason: reason(price) }).toEqual({ price, reason: 'validation.min_price' });
    }
    for (const price of [12.345, '12.345', 0.015, '٠٫٠١٥', 85.001]) {
      expect({ price, reason: reason(price) }).toEqual({ price, reason: 'validation.piastres' });
    }
    for (const price of [0.01, '0.01', 0.29, 19.99, 85.5, 100_000]) {
      expect(itemUpdateBodySchema.safeParse({ price }).success).toBe(true);
    }
    expect(firstReasons(itemUpdateBodySchema.safeParse({ price: 50, old_price: 60.005 }))).toEqual({
      old_price: 'validation.piastres',
    });
  });

  it('checks an old price sent with a price, on the old price', () => {
    expect(reasons(itemUpdateBodySchema.safeParse({ price: 100, old_price: 100 }))).toEqual({
      old_price: 'validation.old_price_not_above',
    });
    expect(reasons(itemUpdateBodySchema.safeParse({ price: 100, old_price: 260 }))).toEqual({
      old_price: 'validation.discount_too_deep',
    });
    expect(itemUpdateBodySchema.safeParse({ old_price: 50 }).success).toBe(true);
  });

  it('wants at least one field', () => {
    expect(reasons(itemUpdateBodySchema.safeParse({}))).toEqual({
      body: 'validation.nothing_to_update',
    });
    expect(itemUpdateBodySchema.safeParse({ old_price: null }).success).toBe(true);
  });
});

describe('itemCreateBodySchema', () => {
  it('publishes a new item unless told not to, and leaves descriptions empty when missing', () => {
    const parsed = itemCreateBodySchema.parse({
      name_en: 'Baladi duck',
      name_ar: 'بط بلدي',
      category_id: '3',
      unit_code: 'bird',
      price: 350,
      stock: 4,
    });
    expect(parsed).toMatchObject({
      category_id: 3,
      description_en: '',
      description_ar: '',
      is_published: true,
      is_live: false,
    });
  });
});

describe('staffItemsQuerySchema', () => {
  it('reads the published filter, and empty filters as none', () => {
    expect(staffItemsQuerySchema.parse({ published: 'false', category_id: '' })).toEqual({
      published: false,
      category_id: undefined,
    });
    expect(staffItemsQuerySchema.parse({ published: '1' }).published).toBe(true);
    expect(staffItemsQuerySchema.safeParse({ published: 'maybe' }).success).toBe(false);
  });
});

describe('options and weights in the item bodies', () => {
  const newItem = {
    name_en: 'Baladi duck',
    name_ar: 'بط بلدي',
    description_en: '',
    description_ar: '',
    category_id: 3,
    unit_code: 'kg',
    price: 240,
    stock: 10,
  };

  it('defaults a new item to no options and no weights, and reads deltas as typed', () => {
    expect(itemCreateBodySchema.parse(newItem)).toMatchObject({ options: [], weight_options: [] });
    const parsed = itemUpdateBodySchema.parse({
      options: [{ group: 'skin', name_en: 'Skinless', name_ar: 'من غير جلد', price_delta: '١٠' }],
    });
    expect(parsed.options?.[0]?.price_delta).toBe(10);
  });

  it('takes weights only for an item sold by the kg, each once, in grams at most', () => {
    expect(
      itemCreateBodySchema.safeParse({ ...newItem, weight_options: [2, 2.5, 3] }).success,
    ).toBe(true);
    expect(
      reasons(
        itemCreateBodySchema.safeParse({ ...newItem, unit_code: 'bird', weight_options: [2] }),
      ).weight_options,
    ).toBe('validation.weights_kg_only');
    expect(reasons(itemUpdateBodySchema.safeParse({ weight_options: [1, 1] })).weight_options).toBe(
      'validation.duplicate_weight',
    );
    expect(
      reasons(itemUpdateBodySchema.safeParse({ weight_options: [1.0005] }))['weight_options.0'],
    ).toBe('validation.weight_grams');
    // Round 3: 1e-10 kg passed as "whole grams" within a tolerance and was kept as 0 g.
    for (const kg of [1e-10, 0.0009, 0]) {
      expect(firstReasons(itemUpdateBodySchema.safeParse({ weight_options: [kg] }))).toEqual({
        'weight_options.0': 'validation.min_weight',
      });
    }
    expect(itemUpdateBodySchema.safeParse({ weight_options: [0.001, 0.25] }).success).toBe(true);
  });

  it('holds a delta to whole piastres whether it comes as a number or as text', () => {
    const option = { group: 'cut', name_en: 'Quarters', name_ar: 'أرباع' };
    const reason = (price_delta: unknown) =>
      firstReasons(itemUpdateBodySchema.safeParse({ options: [{ ...option, price_delta }] }))[
        'options.0.price_delta'
      ];
    for (const delta of [0.015, 1e-9, '0.015', '٥٫٠٠٥']) {
      expect({ delta, reason: reason(delta) }).toEqual({ delta, reason: 'validation.piastres' });
    }
    for (const delta of [0, 0.01, '٥٫٥٠', 1_000]) expect(reason(delta)).toBeUndefined();
  });

  it('takes a most per order as a whole number from 1, typed or not; empty or null is none', () => {
    expect(itemCreateBodySchema.parse(newItem).max_per_order).toBeNull();
    expect(itemCreateBodySchema.parse({ ...newItem, max_per_order: '١٠' }).max_per_order).toBe(10);
    expect(itemCreateBodySchema.parse({ ...newItem, max_per_order: '' }).max_per_order).toBeNull();
    expect(itemUpdateBodySchema.parse({ max_per_order: null })).toEqual({ max_per_order: null });
    expect(itemUpdateBodySchema.parse({ max_per_order: 3 })).toEqual({ max_per_order: 3 });
    for (const wrong of [0, -1, 'x', '0', true, 100_001]) {
      expect(reasons(itemUpdateBodySchema.safeParse({ max_per_order: wrong }))).toEqual({
        max_per_order: 'validation.max_per_order_value',
      });
    }
    // Fractions only for an item sold by the kg, to the gram (ADR 0018).
    for (const wrong of [1.5, '1.5']) {
      expect(
        reasons(itemUpdateBodySchema.safeParse({ unit_code: 'bird', max_per_order: wrong })),
      ).toEqual({ max_per_order: 'validation.max_per_order_value' });
    }
    expect(itemUpdateBodySchema.parse({ unit_code: 'kg', max_per_order: '٢٫٥' })).toEqual({
      unit_code: 'kg',
      max_per_order: 2.5,
    });
    expect(
      reasons(itemUpdateBodySchema.safeParse({ unit_code: 'kg', max_per_order: 2.0001 })),
    ).toEqual({ max_per_order: 'validation.max_per_order_kg' });
  });

  it('takes stock in kg to the gram for an item sold by the kg, whole pieces otherwise', () => {
    expect(itemCreateBodySchema.parse({ ...newItem, unit_code: 'kg', stock: '٢٫٧٥' }).stock).toBe(
      2.75,
    );
    expect(
      reasons(itemCreateBodySchema.safeParse({ ...newItem, unit_code: 'kg', stock: 2.7505 })),
    ).toEqual({ stock: 'validation.stock_grams' });
    expect(
      reasons(itemCreateBodySchema.safeParse({ ...newItem, unit_code: 'piece', stock: 2.5 })),
    ).toEqual({ stock: 'validation.stock_whole' });
    expect(reasons(itemUpdateBodySchema.safeParse({ stock: 'كتير' }))).toEqual({
      stock: 'validation.invalid_stock',
    });
  });

  it('refuses an unknown group, an empty name and a negative delta', () => {
    const option = { group: 'cut', name_en: 'Whole', name_ar: 'صحيحة', price_delta: 0 };
    expect(itemUpdateBodySchema.safeParse({ options: [option] }).success).toBe(true);
    for (const [change, field] of [
      [{ group: 'colour' }, 'options.0.group'],
      [{ name_ar: '' }, 'options.0.name_ar'],
      [{ price_delta: -5 }, 'options.0.price_delta'],
    ] as const) {
      const result = itemUpdateBodySchema.safeParse({ options: [{ ...option, ...change }] });
      expect(Object.keys(reasons(result))).toEqual([field]);
    }
  });
});
