import type { Item } from '@/contracts/catalog';

/**
 * A catalogue item as the API answers it (the contract's item shape), for unit tests that
 * stand in for the backend; pass the fields a test is about.
 */
export function itemFixture(overrides: Partial<Item> = {}): Item {
  return {
    id: 3,
    name: 'Duck breast',
    description: 'Fresh',
    category_id: 3,
    category_name: 'Ducks',
    price: 330,
    old_price: null,
    discount: 0,
    unit: 'kg',
    unit_code: 'kg',
    image: '/images/items/duck-breast.svg',
    images: ['/images/items/duck-breast.svg'],
    rating: 4.3,
    reviews_count: 31,
    stock: 9,
    in_stock: true,
    is_live: false,
    views: 10,
    weight_options: [],
    options: [],
    max_per_order: null,
    ...overrides,
  };
}
