import { staffCategorySchema, type StaffCategory } from '@/contracts/staff-category';

/**
 * A category as GET /admin/categories answers it (Ducks: 6 items, 5 on sale), checked against
 * the contract so that a test's stand-in for the API cannot drift from the real shape.
 */
export function staffCategoryFixture(overrides: Partial<StaffCategory> = {}): StaffCategory {
  return staffCategorySchema.parse({
    id: 3,
    slug: 'ducks',
    name: 'Ducks',
    name_ar: 'بط',
    name_en: 'Ducks',
    image: '/images/categories/ducks.svg',
    sort_order: 2,
    items_count: 6,
    published_count: 5,
    ...overrides,
  });
}
