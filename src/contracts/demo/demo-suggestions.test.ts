import { describe, expect, it } from '@jest/globals';
import { demoFixture } from '@mocks/fixtures/demo-shop-fixtures';
import type { DemoProduct } from './demo-entities';
import { DEMO_SHOP_PRODUCT_LISTS } from './demo-product-page';
import { DEMO_SHOP_SLUGS } from './demo-shops';
import { productMotif, suggestionsFor, SUGGESTIONS_LIMIT } from './demo-suggestions';

const GADGETS = ['phone', 'tablet', 'laptop', 'camera', 'headphones', 'speaker', 'watch'];
const GROCERIES = [
  ...['apple', 'orange', 'banana', 'carrot', 'tomato', 'broccoli'],
  ...['milk', 'cheese', 'eggs', 'bread', 'juice'],
];
const FRUIT = ['apple', 'orange', 'banana'];

const productsOf = (slug: (typeof DEMO_SHOP_SLUGS)[number], locale: 'en' | 'ar' = 'en') =>
  DEMO_SHOP_PRODUCT_LISTS[slug].flatMap((path) => demoFixture(path, locale));

const motifs = (products: DemoProduct[]) => products.map((product) => productMotif(product));

function find(products: DemoProduct[], id: number): DemoProduct {
  const found = products.find((product) => Number(product.id) === id);
  if (!found) throw new Error(`no product ${id}`);
  return found;
}

describe("a demo product page's suggestions", () => {
  // The page: the grocery's Gala apples were "bought together" with a charger.
  it.each(['en', 'ar'] as const)(
    '%s: an apple comes with fruit first, then the same grocery’s other food, never gadgets',
    (locale) => {
      const grocery = productsOf('grocery1', locale);
      const apple = find(grocery, 1001);
      const { boughtTogether, related } = suggestionsFor(apple, grocery);

      expect(related.length).toBeGreaterThan(0);
      expect(boughtTogether.length).toBeGreaterThan(0);
      // Other apples lead the related row, then other fruit.
      expect(motifs(related)[0]).toBe('apple');
      expect(motifs(related).every((motif) => FRUIT.includes(motif ?? ''))).toBe(true);
      // The same basket: vegetables, dairy, bread, juice; no fruit twice, no gadgets.
      expect(motifs(boughtTogether).some((motif) => FRUIT.includes(motif ?? ''))).toBe(false);
      expect(motifs(boughtTogether).some((motif) => GROCERIES.includes(motif ?? ''))).toBe(true);
      const all = [...related, ...boughtTogether];
      expect(all.some((product) => GADGETS.includes(productMotif(product) ?? ''))).toBe(false);
      // From this shop's own lists only, each once, never the product itself.
      const ids = all.map((product) => String(product.id));
      expect(ids).not.toContain(String(apple.id));
      expect(new Set(ids).size).toBe(ids.length);
      const shopIds = new Set(grocery.map((product) => String(product.id)));
      expect(ids.every((id) => shopIds.has(id))).toBe(true);
    },
  );

  it('in every shop: from that shop, of the product’s own department, a short row each', () => {
    const departmentOf = (motif: string | null) =>
      GADGETS.includes(motif ?? '') ? 'gadgets' : GROCERIES.includes(motif ?? '') ? 'food' : motif;
    for (const slug of DEMO_SHOP_SLUGS) {
      const products = productsOf(slug);
      const shopIds = new Set(products.map((product) => String(product.id)));
      for (const product of products) {
        const { boughtTogether, related } = suggestionsFor(product, products);
        expect(boughtTogether.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
        expect(related.length).toBeLessThanOrEqual(SUGGESTIONS_LIMIT);
        for (const suggestion of [...boughtTogether, ...related]) {
          expect([slug, shopIds.has(String(suggestion.id))]).toEqual([slug, true]);
          if (departmentOf(productMotif(product)) === 'gadgets') {
            expect(departmentOf(productMotif(suggestion))).toBe('gadgets');
          }
          if (departmentOf(productMotif(product)) === 'food') {
            expect(departmentOf(productMotif(suggestion))).not.toBe('gadgets');
          }
        }
      }
    }
  });

  it('leaves both rows empty for a product whose kind it cannot tell', () => {
    const grocery = productsOf('grocery1');
    const unknown = { ...find(grocery, 1001), imgUrl: '/images/elsewhere.png' };
    expect(suggestionsFor(unknown, grocery)).toEqual({ boughtTogether: [], related: [] });
  });
});
