import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from '@/server/http/define-route';
import {
  bannerList,
  categoryItemsList,
  categoryList,
  featureList,
  itemDetails,
  itemsList,
  itemsSearch,
  itemsSuggest,
  mostViewedList,
  popularList,
  similarItems,
} from './catalog-routes';
import {
  adminSearchSynonymDelete,
  adminSearchSynonymNew,
  adminSearchSynonyms,
} from './search-synonym-routes';
import { adminSearchStats, itemsSearchClick } from './search-stats-routes';
import { adminCategories, adminCategoryUpdate } from './staff-category-routes';
import {
  adminItemImages,
  adminItemNew,
  adminItemPrices,
  adminItems,
  adminItemUpdate,
} from './staff-item-routes';

/*
 * The catalogue module's door (ADR 0020): categories, items (the shop's and staff's), their
 * options, prices, search, its synonyms and its statistics (what shoppers looked for). The
 * only writer of `items` but for stock (inventory) and pictures' files (media).
 */

export const catalogRoutes = {
  categoryList,
  popularList,
  mostViewedList,
  itemsList,
  categoryItemsList,
  bannerList,
  itemDetails,
  similarItems,
  featureList,
  itemsSearch,
  itemsSuggest,
  itemsSearchClick,
  adminItems,
  adminItemNew,
  adminItemUpdate,
  adminItemImages,
  adminItemPrices,
  adminCategories,
  adminCategoryUpdate,
  adminSearchSynonyms,
  adminSearchSynonymNew,
  adminSearchSynonymDelete,
  adminSearchStats,
} satisfies Partial<Record<RouteName, ApiRoute>>;

export {
  isKnownItem,
  isPublishedItem,
  itemsToOrder,
  liveOptionsOf,
  shopItemsByIds,
} from './shared-item-service';
export type { OrderableItem } from './orderable-item-repository';
export { weightGramsOf } from './item-option-repository';
export { listFeatures } from './promotion-service';
export { countView } from './view-counter';
