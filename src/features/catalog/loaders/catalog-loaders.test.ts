import { describe, expect, it } from '@jest/globals';
import type { Category } from '@/contracts/catalog';
import { parseProductId } from './load-product';
import { categoryLinked } from './load-search';

const category = (id: number, slug: string, name: string): Category => ({
  id,
  slug,
  name,
  image: `/images/categories/${slug}.svg`,
  items_count: 5,
});

const arabic = [category(1, 'whole-chicken', 'فراخ كاملة'), category(3, 'ducks', 'بط')];
const english = [category(1, 'whole-chicken', 'Whole chicken'), category(3, 'ducks', 'Ducks')];

describe('categoryLinked', () => {
  it('finds a category by its slug, in any language and case', () => {
    expect(categoryLinked(arabic, 'ducks')?.id).toBe(3);
    expect(categoryLinked(english, 'Whole-Chicken')?.id).toBe(1);
  });

  it('leaves a category name typed into the search box to the keyword search', () => {
    expect(categoryLinked(english, 'whole chicken')).toBeNull();
    expect(categoryLinked(arabic, 'فراخ كاملة')).toBeNull();
    expect(categoryLinked(arabic, 'بط')).toBeNull();
    expect(categoryLinked(english, '')).toBeNull();
  });
});

describe('parseProductId', () => {
  it('accepts positive whole numbers within the id range', () => {
    expect(parseProductId('12')).toBe(12);
    expect(parseProductId('007')).toBe(7);
  });

  it('refuses everything else, so the page is a 404', () => {
    for (const raw of ['0', '-1', '1.5', 'abc', '12abc', '99999999999', '', undefined, ['1']]) {
      expect(parseProductId(raw)).toBeNull();
    }
  });
});
