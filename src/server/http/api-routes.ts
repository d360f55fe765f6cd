import { adminOutbox } from '@/server/modules/admin/outbox-routes';
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
  mostViewedList,
  popularList,
  similarItems,
} from '@/server/modules/catalog/catalog-routes';
import {
  favoritesAdd,
  favoritesList,
  favoritesRemove,
} from '@/server/modules/favorites/favorite-routes';
import { orderDetails, ordersAdd, ordersList } from '@/server/modules/orders/order-routes';
import {
  appContacts,
  branchesList,
  deliveryCharges,
} from '@/server/modules/shop-info/shop-info-routes';
import { health } from '@/server/modules/health/health-routes';
import type { ApiRoute } from './define-route';

/**
 * Every call of the API, in the contract's order. src/pages/api binds each to its path; the
 * docs generator and the integration tests' server read this list (a test checks that the
 * two agree).
 */
export const API_ROUTES: readonly ApiRoute[] = [
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
  deliveryCharges,
  itemsSearch,
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
  favoritesList,
  favoritesAdd,
  favoritesRemove,
  addressList,
  addressNew,
  addressDetails,
  addressUpdate,
  addressDelete,
  adminOutbox,
  health,
];
