import { describe, expect, it } from '@jest/globals';
import { itemCreateBodySchema, itemUpdateBodySchema, staffItemsQuerySchema } from './staff-catalog';

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

  it('refuses a price with more than two decimals, below zero, or not a number', () => {
    for (const price of [12.345, '12.345', -1, 0, 'abc', '1e3']) {
      expect(reasons(itemUpdateBodySchema.safeParse({ price })).price).toBe(
        'validation.invalid_price',
      );
    }
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
