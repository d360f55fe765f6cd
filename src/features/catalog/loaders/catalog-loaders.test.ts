import { describe, expect, it } from '@jest/globals';
import type { Category } from '@/contracts/catalog';
import { parseProductId } from './load-product';
import { categoryNamed } from './load-search';

const category = (id: number, slug: string, name: string): Category => ({
  id,
  slug,
  name,
  image: `/images/categories/${slug}.svg`,
  items_count: 5,
});

const arabic = [category(1, 'whole-chicken', 'فراخ كاملة'), category(3, 'ducks', 'بط')];
const english = [category(1, 'whole-chicken', 'Whole chicken'), category(3, 'ducks', 'Ducks')];

describe('categoryNamed', () => {
  it('finds a category by slug in any language', () => {
    expect(categoryNamed(arabic, 'ducks')?.id).toBe(3);
    expect(categoryNamed(english, 'Whole-Chicken')?.id).toBe(1);
  });

  it('finds a category by its name, whatever the spelling variant or case', () => {
    expect(categoryNamed(english, 'whole chicken')?.id).toBe(1);
    expect(categoryNamed(arabic, 'فراخ  كامله')?.id).toBe(1);
    expect(categoryNamed(arabic, 'بط')?.id).toBe(3);
  });

  it('leaves other words to the keyword search', () => {
    expect(categoryNamed(arabic, 'بطة')).toBeNull();
    expect(categoryNamed(english, 'chicken')).toBeNull();
    expect(categoryNamed(english, '')).toBeNull();
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
