import { ITEM_PICTURE_FIELD, ITEM_PICTURE_MAX_BYTES } from './picture-limits';
import type { RouteDescriptor } from './route-descriptor';
import { STAFF_V3_ROUTES } from './staff-routes-v3';

/**
 * The seller's and admin's calls (api-contract.md, Version 2), spread into ROUTES (routes.ts):
 * every /admin path, with the roles it allows. Kept apart from the storefront's table so each
 * stays readable; the same rules apply (routes.ts).
 */
export const STAFF_ROUTES = {
  adminOrders: {
    method: 'GET',
    path: '/admin/orders',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 50 },
  },
  // A static segment wins over :id (api-entry.ts), so /admin/orders/pulse is never an order id.
  adminOrdersPulse: {
    method: 'GET',
    path: '/admin/orders/pulse',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminOrderDetails: {
    method: 'GET',
    path: '/admin/orders/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminOrderStatus: {
    method: 'POST',
    path: '/admin/orders/:id/status',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminOrderWeights: {
    method: 'POST',
    path: '/admin/orders/:id/weights',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminItems: {
    method: 'GET',
    path: '/admin/items',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 50 },
  },
  adminItemNew: {
    method: 'POST',
    path: '/admin/items/new',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminItemUpdate: {
    method: 'POST',
    path: '/admin/items/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminItemImages: {
    method: 'POST',
    path: '/admin/items/:id/images',
    auth: 'required',
    roles: ['seller', 'admin'],
    upload: { field: ITEM_PICTURE_FIELD, maxBytes: ITEM_PICTURE_MAX_BYTES },
  },
  adminItemPrices: {
    method: 'GET',
    path: '/admin/items/:id/prices',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 20 },
  },
  adminCategories: {
    method: 'GET',
    path: '/admin/categories',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 10_000 },
  },
  adminCategoryUpdate: {
    method: 'POST',
    path: '/admin/categories/:id',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminAudit: {
    method: 'GET',
    path: '/admin/audit',
    auth: 'required',
    roles: ['admin'],
    list: { defaultLimit: 50 },
  },
  adminOutbox: {
    method: 'GET',
    path: '/admin/outbox',
    auth: 'required',
    roles: ['admin'],
    list: { defaultLimit: 50 },
  },
  adminOutboxRetry: {
    method: 'POST',
    path: '/admin/outbox/:id/retry',
    auth: 'required',
    roles: ['admin'],
  },
  adminHandMessages: {
    method: 'GET',
    path: '/admin/messages/by-hand',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 50 },
  },
  adminHandMessageSent: {
    method: 'POST',
    path: '/admin/messages/:id/sent',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminDeliveryZones: {
    method: 'GET',
    path: '/admin/delivery-zones',
    auth: 'required',
    roles: ['seller', 'admin'],
    list: { defaultLimit: 10_000 },
  },
  adminDeliveryZoneUpdate: {
    method: 'POST',
    path: '/admin/delivery-zones/:id',
    auth: 'required',
    roles: ['admin'],
  },
  adminShopContent: {
    method: 'GET',
    path: '/admin/shop-content',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminShopFactsUpdate: {
    method: 'POST',
    path: '/admin/shop-facts',
    auth: 'required',
    roles: ['admin'],
  },
  adminPromiseUpdate: {
    method: 'POST',
    path: '/admin/promises/:id',
    auth: 'required',
    roles: ['admin'],
  },
  adminBranchUpdate: {
    method: 'POST',
    path: '/admin/branches/:id',
    auth: 'required',
    roles: ['admin'],
  },
  adminContactUpdate: {
    method: 'POST',
    path: '/admin/contacts/:id',
    auth: 'required',
    roles: ['admin'],
  },
  // The shop's own search words (/dashboard/search-words): staff read, admins write.
  adminSearchSynonyms: {
    method: 'GET',
    path: '/admin/search-synonyms',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminSearchSynonymNew: {
    method: 'POST',
    path: '/admin/search-synonyms',
    auth: 'required',
    roles: ['admin'],
  },
  adminSearchSynonymDelete: {
    method: 'POST',
    path: '/admin/search-synonyms/:id/delete',
    auth: 'required',
    roles: ['admin'],
  },
  // What shoppers looked for and did not find (issue 44): staff read it, admins act on it.
  adminSearchStats: {
    method: 'GET',
    path: '/admin/search-stats',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminSlots: {
    method: 'GET',
    path: '/admin/slots',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  // The same path as adminSlots: one route per method (GET the week, POST a weekday's rounds).
  adminSlotsUpdate: {
    method: 'POST',
    path: '/admin/slots',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  adminCustomers: {
    method: 'GET',
    path: '/admin/customers',
    auth: 'required',
    roles: ['seller', 'admin'],
    // People's contact details: a page at a time, not the whole book in one call.
    list: { defaultLimit: 20, maxLimit: 100 },
  },
  adminSummary: {
    method: 'GET',
    path: '/admin/summary',
    auth: 'required',
    roles: ['seller', 'admin'],
  },
  ...STAFF_V3_ROUTES,
} as const satisfies Record<string, RouteDescriptor>;
