import type { DemoProduct } from '@/contracts/demo/demo-entities';
import { productMotif } from '@/contracts/demo/demo-suggestions';

/**
 * What a demo category link shows (/{shop}/category/{keyword}): the shop's sample products
 * drawn as one of `motifs` (a product's picture names what it is: /products/apple-front.svg),
 * or, for a brand, the products of that brand by id. An empty list is a category the sample
 * data has nothing for (herbs, pet care...): the listing then says so and shows the whole
 * shop instead of an empty page. A test checks that every link of the fixtures names a
 * keyword of this table and that every id here is a product of the shop that links to it.
 */
type CategoryFilter = { readonly motifs: readonly string[] } | { readonly ids: readonly number[] };

const FRUIT = ['apple', 'orange', 'banana'];
const VEGETABLES = ['carrot', 'tomato', 'broccoli'];
const DAIRY = ['milk', 'cheese', 'eggs'];
const GROCERIES = [...FRUIT, ...VEGETABLES, ...DAIRY, 'bread', 'juice'];
const FASHION = ['dress', 'shoe', 'bag', 'tshirt', 'hat', 'sunglasses'];
const FURNITURE = ['sofa', 'chair', 'bed', 'lamp'];
const BEAUTY = ['serum', 'lipstick', 'perfume', 'shampoo', 'cream'];
const GIFTS = ['bouquet', 'gift-box', 'card', 'teddy'];
const NOTHING_YET: readonly string[] = [];

const motifs = (...names: (string | readonly string[])[]): CategoryFilter => ({
  motifs: names.flat(),
});
const ids = (...list: number[]): CategoryFilter => ({ ids: list });

export const DEMO_CATEGORIES = {
  // Groceries (grocery1, grocery2, grocery3, the superstore's groceries)
  groceries: motifs(GROCERIES),
  'fruits-vegetables': motifs(FRUIT, VEGETABLES),
  'fresh-fruit': motifs(FRUIT),
  'tropical-fruit': motifs('banana'),
  apples: motifs('apple'),
  'apples-pears': motifs('apple'),
  citrus: motifs('orange'),
  oranges: motifs('orange'),
  'lemons-limes': motifs('orange'),
  bananas: motifs('banana'),
  'fresh-vegetables': motifs(VEGETABLES),
  vegetables: motifs(VEGETABLES),
  'leafy-greens': motifs('broccoli'),
  'root-vegetables': motifs('carrot'),
  tomatoes: motifs('tomato'),
  'dairy-eggs': motifs(DAIRY),
  dairy: motifs('milk', 'cheese'),
  milk: motifs('milk'),
  cheese: motifs('cheese'),
  eggs: motifs('eggs'),
  breakfast: motifs(DAIRY, 'bread'),
  bakery: motifs('bread'),
  bread: motifs('bread'),
  pastries: motifs('bread'),
  drinks: motifs('juice', 'milk'),
  juices: motifs('juice'),
  herbs: motifs(NOTHING_YET),
  'coffee-tea': motifs(NOTHING_YET),
  'meat-poultry': motifs(NOTHING_YET),
  meat: motifs(NOTHING_YET),
  'fish-seafood': motifs(NOTHING_YET),
  'health-foods': motifs(NOTHING_YET),
  'baby-care': motifs(NOTHING_YET),
  'pet-care': motifs(NOTHING_YET),

  // Gadgets and the superstore's departments
  smartphones: motifs('phone'),
  mobiles: motifs('phone', 'tablet'),
  tablets: motifs('tablet'),
  laptops: motifs('laptop'),
  cameras: motifs('camera'),
  audio: motifs('headphones', 'speaker'),
  headphones: motifs('headphones'),
  speakers: motifs('speaker'),
  smartwatches: motifs('watch'),
  watches: motifs('watch'),
  automotive: motifs('car', 'bike'),
  cars: motifs('car'),
  bikes: motifs('bike'),
  sunglasses: motifs('sunglasses', 'glasses'),
  music: motifs('guitar', 'speaker'),
  'home-garden': motifs('lamp', 'chair'),
  toys: motifs('teddy'),

  // Fashion
  fashion: motifs(FASHION),
  dresses: motifs('dress'),
  shoes: motifs('shoe'),
  bags: motifs('bag', 'hat'),
  beachwear: motifs('hat', 'dress', 'sunglasses'),

  // Furniture
  furniture: motifs(FURNITURE),
  'living-room': motifs('sofa', 'chair'),
  sofas: motifs('sofa'),
  'corner-sofas': motifs('sofa'),
  'sofa-beds': motifs('sofa'),
  armchairs: motifs('chair'),
  'coffee-tables': motifs(NOTHING_YET),
  bedroom: motifs('bed', 'lamp'),
  beds: motifs('bed'),
  mattresses: motifs(NOTHING_YET),
  wardrobes: motifs(NOTHING_YET),
  dining: motifs('chair'),
  'dining-chairs': motifs('chair'),
  'bar-stools': motifs(NOTHING_YET),
  lighting: motifs('lamp'),
  'home-decor': motifs('lamp'),
  'kids-room': motifs(NOTHING_YET),

  // Health and beauty
  'health-beauty': motifs(BEAUTY),
  skincare: motifs('serum', 'cream'),
  serums: motifs('serum'),
  moisturisers: motifs('cream'),
  'day-creams': motifs('cream'),
  'night-creams': motifs('cream'),
  'sun-care': motifs('cream'),
  makeup: motifs('lipstick'),
  lips: motifs('lipstick'),
  eyes: motifs(NOTHING_YET),
  face: motifs(NOTHING_YET),
  fragrance: motifs('perfume'),
  'hair-care': motifs('shampoo'),
  shampoo: motifs('shampoo'),
  conditioner: motifs(NOTHING_YET),
  'health-wellness': motifs(NOTHING_YET),
  'mother-baby': motifs(NOTHING_YET),

  // Gifts
  gifts: motifs(GIFTS),
  flowers: motifs('bouquet'),
  bouquets: motifs('bouquet'),
  roses: motifs('bouquet'),
  'mixed-bouquets': motifs('bouquet'),
  plants: motifs(NOTHING_YET),
  'gift-boxes': motifs('gift-box'),
  'gifts-for-her': motifs('gift-box', 'bouquet', 'perfume'),
  'gifts-for-him': motifs('gift-box', 'guitar'),
  'gifts-for-kids': motifs('teddy'),
  cards: motifs('card'),
  'soft-toys': motifs('teddy'),
  games: motifs(NOTHING_YET),
  'fragrance-gifts': motifs('perfume'),
  'music-gifts': motifs('guitar'),

  // The superstore's brands and shops
  velocar: ids(10033, 10037),
  roadline: ids(10034, 10038),
  auton: ids(10035),
  drivo: ids(10036),
  nova: ids(10001, 10022, 10025, 10041, 10045),
  pixelon: ids(10042, 10046),
  orbit: ids(10043, 10047),
  lumo: ids(10044, 10048),
  chrono: ids(10049),
  tempo: ids(10050, 10055),
  horizon: ids(10051),
  'dial-co': ids(10052),
  'phone-point': motifs('phone'),
  'mobile-hub': motifs('phone', 'tablet'),
  'connect-store': motifs('phone', 'headphones', 'watch'),
  'time-corner': motifs('watch'),
  'watch-house': motifs('watch'),
  'optic-world': motifs('glasses', 'sunglasses'),
} as const satisfies Record<string, CategoryFilter>;

export type DemoCategoryKeyword = keyof typeof DEMO_CATEGORIES;

export function isDemoCategoryKeyword(value: unknown): value is DemoCategoryKeyword {
  return typeof value === 'string' && Object.hasOwn(DEMO_CATEGORIES, value);
}

/** What a product is, by its picture (shared with the product page's suggestions). */
export { productMotif };

export function inDemoCategory(product: DemoProduct, keyword: DemoCategoryKeyword): boolean {
  const filter: CategoryFilter = DEMO_CATEGORIES[keyword];
  if ('ids' in filter) return filter.ids.includes(Number(product.id));
  const motif = productMotif(product);
  return motif !== null && filter.motifs.includes(motif);
}
