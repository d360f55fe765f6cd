import { describe, expect, it } from '@jest/globals';
import { stepActive, suggestionOptions } from './suggestion-options';

describe('suggestion options', () => {
  it('lists items, then categories, leading to the product page and the category listing', () => {
    const options = suggestionOptions('list', {
      items: [{ id: 7, name: 'Duck breast', image: '/d.webp', price: 280, unit: 'kg' }],
      categories: [{ id: 2, slug: 'ducks', name: 'Ducks' }],
      did_you_mean: null,
    });
    expect(options.map((option) => [option.id, option.href])).toEqual([
      ['list-item-7', '/product/7'],
      ['list-category-2', '/product/search/ducks'],
    ]);
  });

  it('steps down and up through the options and back to the typed text', () => {
    const downs = [-1];
    for (let i = 0; i < 4; i += 1) downs.push(stepActive(downs.at(-1)!, 3, 1));
    expect(downs).toEqual([-1, 0, 1, 2, -1]);
    const ups = [-1];
    for (let i = 0; i < 4; i += 1) ups.push(stepActive(ups.at(-1)!, 3, -1));
    expect(ups).toEqual([-1, 2, 1, 0, -1]);
    expect(stepActive(-1, 0, 1)).toBe(-1);
  });
});
