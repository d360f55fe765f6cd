import { adminOutbox } from '@/server/modules/admin/outbox-routes';
import { adminAudit } from '@/server/modules/audit/audit-routes';
import {
  userChangePassword,
  userCheckPin,
  userForgetPassword,
  userLogin,
  userLogout,
  userProfile,
  userRegister,
  userResetPassword,
  userUpdateAccount,
} from '@/server/modules/accounts/account-routes';
import {
  addressDelete,
  addressDetails,
  addressList,
  addressNew,
  addressUpdate,
} from '@/server/modules/addresses/address-routes';
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
} from '@/server/modules/catalog/catalog-routes';
import {
  adminCategories,
  adminCategoryUpdate,
} from '@/server/modules/catalog/staff-category-routes';
import {
  favoritesAdd,
  favoritesList,
  favoritesRemove,
} from '@/server/modules/favorites/favorite-routes';
import { orderDetails, ordersAdd, ordersList } from '@/server/modules/orders/order-routes';
import {
  adminOrderDetails,
  adminOrders,
  adminOrderStatus,
  orderCancel,
} from '@/server/modules/orders/order-workflow-routes';
import { adminOrderWeights } from '@/server/modules/orders/order-weights-routes';
import {
  appContacts,
  branchesList,
  deliveryCharges,
  shopFactsRoute,
} from '@/server/modules/shop-info/shop-info-routes';
import {
  adminBranchUpdate,
  adminContactUpdate,
  adminPromiseUpdate,
  adminShopContent,
  adminShopFactsUpdate,
} from '@/server/modules/shop-content/shop-content-routes';
import { health } from '@/server/modules/health/health-routes';
import {
  adminSearchSynonymDelete,
  adminSearchSynonymNew,
  adminSearchSynonyms,
} from '@/server/modules/search-synonyms/search-synonym-routes';
import { adminCustomers } from '@/server/modules/customers/customer-routes';
import {
  adminDeliveryZones,
  adminDeliveryZoneUpdate,
} from '@/server/modules/delivery-zones/zone-routes';
import { adminSummary } from '@/server/modules/summary/summary-routes';
import {
  adminSlots,
  adminSlotsUpdate,
  deliverySlots,
} from '@/server/modules/delivery-slots/slot-routes';
import {
  adminItemImages,
  adminItemNew,
  adminItemPrices,
  adminItems,
  adminItemUpdate,
} from '@/server/modules/staff-items/staff-item-routes';
import type { RouteName } from '@/contracts/routes';
import type { ApiRoute } from './define-route';

/**
 * The server's implementation of every entry of the contract's table (src/contracts/routes.ts):
 * the type refuses a table entry without its route. src/pages/api binds each to its path
 * (a test checks that the two agree); the docs generator, the in-process caller of server
 * renders and the integration tests' server read it.
 */
export const ROUTE_IMPLEMENTATIONS = {
  categoryList,
  popularList,
  mostViewedList,
  itemsList,
  categoryItemsList,
  bannerList,
  itemDetails,
  similarItems,
  featureList,
  branchesList,
  appContacts,
  shopFacts: shopFactsRoute,
  deliveryCharges,
  deliverySlots,
  itemsSearch,
  itemsSuggest,
  userRegister,
  userLogin,
  userLogout,
  userProfile,
  userUpdateAccount,
  userChangePassword,
  userForgetPassword,
  userCheckPin,
  userResetPassword,
  ordersList,
  orderDetails,
  ordersAdd,
  orderCancel,
  favoritesList,
  favoritesAdd,
  favoritesRemove,
  addressList,
  addressNew,
  addressDetails,
  addressUpdate,
  addressDelete,
  adminOrders,
  adminOrderDetails,
  adminOrderStatus,
  adminOrderWeights,
  adminItems,
  adminItemNew,
  adminItemUpdate,
  adminItemImages,
  adminItemPrices,
  adminCategories,
  adminCategoryUpdate,
  adminAudit,
  adminOutbox,
  adminDeliveryZones,
  adminDeliveryZoneUpdate,
  adminShopContent,
  adminShopFactsUpdate,
  adminPromiseUpdate,
  adminBranchUpdate,
  adminContactUpdate,
  adminSearchSynonyms,
  adminSearchSynonymNew,
  adminSearchSynonymDelete,
  adminSlots,
  adminSlotsUpdate,
  adminCustomers,
  adminSummary,
  health,
} as const satisfies Record<RouteName, ApiRoute>;

/** Every route, in the contract's order. */
export const API_ROUTES: readonly ApiRoute[] = Object.values(ROUTE_IMPLEMENTATIONS);
