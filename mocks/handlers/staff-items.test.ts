import { describe, expect, it } from '@jest/globals';
import { z } from 'zod';
import { categorySchema } from '@/contracts/catalog';
import { staffItemSchema } from '@/contracts/staff-catalog';
import { staffCategories, staffItems } from '../fixtures/staff/staff-items';

describe('the products mocks', () => {
  it('hold items and categories of the real contract’s shape', () => {
    expect(z.array(staffItemSchema).safeParse(staffItems()).success).toBe(true);
    expect(z.array(categorySchema).safeParse(staffCategories).success).toBe(true);
    // One hidden, one sold out, one on offer: what the screen's tests need to see.
    const items = staffItems();
    expect(items.some((item) => !item.is_published)).toBe(true);
    expect(items.some((item) => item.stock === 0)).toBe(true);
    expect(items.some((item) => item.old_price !== null && item.discount > 0)).toBe(true);
  });
});
