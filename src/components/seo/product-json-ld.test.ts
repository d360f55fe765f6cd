import { describe, expect, it } from '@jest/globals';
import type { Item } from '@/contracts/catalog';
import { itemFixture } from '@tests/setup/item-fixture';
import { productStructuredData } from './product-json-ld';

const origin = 'https://shop.example';
const data = (item: Item) => productStructuredData(item, `${origin}/product/5`, 'Dakahlia Poultry');

// A rating in search results must stand for real reviews: the item's rating and count come
// from its published reviews (server/modules/reviews), and a product without any has none.
describe('the product’s schema.org rating', () => {
  it('is left out while the product has no published review', () => {
    expect(data(itemFixture({ rating: 0, reviews_count: 0 }))).not.toHaveProperty(
      'aggregateRating',
    );
  });

  it('carries the average and the count of the published reviews', () => {
    expect(data(itemFixture({ rating: 4.5, reviews_count: 2 })).aggregateRating).toEqual({
      '@type': 'AggregateRating',
      ratingValue: 4.5,
      reviewCount: 2,
      bestRating: 5,
      worstRating: 1,
    });
  });
});
