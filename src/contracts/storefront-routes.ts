import { ITEM_PICTURE_FIELD, ITEM_PICTURE_MAX_BYTES } from './picture-limits';
import { ITEM_REVIEWS_PAGE } from './review-constants';
import type { RouteDescriptor } from './route-descriptor';

/*
 * The shopper's calls of the route table (routes.ts merges them with the staff's): what every
 * storefront page's first load carries, so that a browser reaching the shop does not download
 * the dashboard's ~1.5 kB of routes too (staff pages add those: src/lib/api/staff-route-table.ts).
 * Same rules as routes.ts.
 */

export const STOREFRONT_ROUTES = {
  categoryList: {
    method: 'GET',
    path: '/category/list',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  popularList: {
    method: 'GET',
    path: '/items/popular/list',
    auth: 'optional',
    cache: 'public',
    list: { defaultLimit: 20 },
  },
  mostViewedList: {
    method: 'GET',
    path: '/items/most_viewed/list',
    auth: 'optional',
    cache: 'public',
    list: { defaultLimit: 20 },
  },
  itemsList: {
    method: 'GET',
    path: '/items/list',
    auth: 'optional',
    cache: 'public',
    list: { defaultLimit: 20 },
  },
  categoryItemsList: {
    method: 'GET',
    path: '/items/list/:categoryId',
    auth: 'optional',
    cache: 'public',
    list: { defaultLimit: 20 },
  },
  bannerList: {
    method: 'GET',
    path: '/banner/list',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  itemDetails: { method: 'GET', path: '/item/details/:id', auth: 'optional', cache: 'public' },
  similarItems: {
    method: 'GET',
    path: '/items/similar/:id',
    auth: 'optional',
    cache: 'public',
    list: { defaultLimit: 12 },
  },
  featureList: {
    method: 'GET',
    path: '/feature/list',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  branchesList: {
    method: 'GET',
    path: '/branches/list',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  appContacts: {
    method: 'GET',
    path: '/app_contacts',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  shopFacts: { method: 'GET', path: '/shop/facts', auth: 'none', cache: 'public' },
  deliveryCharges: {
    method: 'GET',
    path: '/app_settings/delivery_charges',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: 10_000 },
  },
  /** Not cached: the places left change with every order. */
  deliverySlots: { method: 'GET', path: '/delivery/slots', auth: 'none' },
  itemsSearch: {
    method: 'POST',
    path: '/items/search',
    auth: 'optional',
    list: { defaultLimit: 20 },
  },
  /** The same for everyone (no favourites in it), so every caller shares the cached answer. */
  itemsSuggest: { method: 'GET', path: '/items/suggest', auth: 'none', cache: 'public' },
  /**
   * A product opened from a search's results (search statistics): sent by the shopper's
   * browser only, so limited per address like the other anonymous writes.
   */
  itemsSearchClick: {
    method: 'POST',
    path: '/items/search/clicks',
    auth: 'none',
    perAddressLimit: true,
  },
  /** Published reviews only, the same for everyone; a moderation clears the cache. */
  itemReviews: {
    method: 'GET',
    path: '/items/:id/reviews',
    auth: 'none',
    cache: 'public',
    list: { defaultLimit: ITEM_REVIEWS_PAGE, maxLimit: 50 },
  },
  userRegister: { method: 'POST', path: '/user/register', auth: 'none', perAddressLimit: true },
  userLogin: { method: 'POST', path: '/user/login', auth: 'none', perAddressLimit: true },
  userLogout: { method: 'POST', path: '/user/logout', auth: 'required' },
  userProfile: { method: 'GET', path: '/user/profile', auth: 'required' },
  userUpdateAccount: {
    method: 'POST',
    path: '/user/update_account',
    auth: 'required',
    perAddressLimit: true,
  },
  userChangePassword: {
    method: 'POST',
    path: '/user/change_password',
    auth: 'required',
    perAddressLimit: true,
  },
  userForgetPassword: {
    method: 'POST',
    path: '/user/forget_password',
    auth: 'none',
    perAddressLimit: true,
  },
  userCheckPin: { method: 'POST', path: '/user/check-pin', auth: 'none', perAddressLimit: true },
  userResetPassword: {
    method: 'POST',
    path: '/user/reset-password',
    auth: 'none',
    perAddressLimit: true,
  },
  /** The channels the caller hears from the shop on (null: the shop cannot send on one). */
  userNotifications: { method: 'GET', path: '/user/notifications', auth: 'required' },
  // The same path: one route per method (GET the choice, POST a change of it).
  userNotificationsUpdate: { method: 'POST', path: '/user/notifications', auth: 'required' },
  ordersList: {
    method: 'GET',
    path: '/user/orders/list',
    auth: 'required',
    list: { defaultLimit: 20 },
  },
  orderDetails: { method: 'GET', path: '/user/orders/:id', auth: 'required' },
  ordersAdd: { method: 'POST', path: '/user/orders/add', auth: 'required' },
  orderCancel: { method: 'POST', path: '/user/orders/:id/cancel', auth: 'required' },
  orderReview: { method: 'POST', path: '/user/orders/:id/reviews', auth: 'required' },
  orderComplaint: { method: 'POST', path: '/user/orders/:id/complaints', auth: 'required' },
  complaintImages: {
    method: 'POST',
    path: '/user/complaints/:id/images',
    auth: 'required',
    upload: { field: ITEM_PICTURE_FIELD, maxBytes: ITEM_PICTURE_MAX_BYTES },
  },
  favoritesList: {
    method: 'GET',
    path: '/user/fav_items/list',
    auth: 'required',
    list: { defaultLimit: 10_000 },
  },
  favoritesAdd: { method: 'POST', path: '/user/fav_items/add', auth: 'required' },
  favoritesRemove: { method: 'POST', path: '/user/fav_items/remove', auth: 'required' },
  addressList: {
    method: 'GET',
    path: '/user/address/list',
    auth: 'required',
    list: { defaultLimit: 10_000 },
  },
  addressNew: { method: 'POST', path: '/user/address/new', auth: 'required' },
  addressDetails: { method: 'GET', path: '/user/address/:id', auth: 'required' },
  addressUpdate: { method: 'POST', path: '/user/address/update', auth: 'required' },
  addressDelete: { method: 'POST', path: '/user/address/delete/:id', auth: 'required' },
  userPushSubscribe: { method: 'POST', path: '/user/push/subscribe', auth: 'required' },
  userPushUnsubscribe: { method: 'POST', path: '/user/push/unsubscribe', auth: 'required' },
  health: { method: 'GET', path: '/health', auth: 'none' },
} as const satisfies Record<string, RouteDescriptor>;
