import { describe, expect, it } from '@jest/globals';
import {
  cartLinePath,
  catalogueItemId,
  sameCatalogueItem,
  unorderableLines,
} from './cart-demo-lines';

const real = { id: 7 };
const sample = { id: 7, shop: 'grocery1' } as const;

describe("a demo shop's line", () => {
  it('is no item of the catalogue, whatever its id; a real line is its id as text', () => {
    expect(catalogueItemId(sample)).toBeUndefined();
    expect(catalogueItemId({ id: '7', shop: 'gadget-shop' })).toBeUndefined();
    expect(catalogueItemId(real)).toBe('7');
    expect(catalogueItemId({ id: '7' })).toBe('7');
  });

  it('is never the same item as a real line of its id, nor as another demo line', () => {
    expect(sameCatalogueItem(real, { id: '7' })).toBe(true);
    expect(sameCatalogueItem(real, sample)).toBe(false);
    expect(sameCatalogueItem(sample, real)).toBe(false);
    expect(sameCatalogueItem(sample, sample)).toBe(false);
    expect(sameCatalogueItem(real, { id: 8 })).toBe(false);
  });

  it('never reaches an order: checkout names each by its index', () => {
    expect(unorderableLines([real, sample, { id: 3 }, { id: 1, shop: 'gift-shop' }])).toEqual([
      1, 3,
    ]);
    expect(unorderableLines([real, { id: 3 }])).toEqual([]);
  });

  it('links to its product in its own shop', () => {
    expect(cartLinePath(sample)).toBe('/grocery1/product/7');
    expect(cartLinePath(real)).toBe('/product/7');
  });
});
