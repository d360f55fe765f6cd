import { z } from 'zod';
import {
  authResultSchema,
  changePasswordBodySchema,
  checkPinBodySchema,
  forgotPasswordBodySchema,
  loginBodySchema,
  registerBodySchema,
  resetPasswordBodySchema,
  profileSchema,
  updateAccountBodySchema,
  userSchema,
} from './account';
import { addressFieldsSchema, addressSchema, addressUpdateSchema } from './address';
import {
  bannerSchema,
  categorySchema,
  featureSchema,
  itemSchema,
  searchBodySchema,
  suggestionsSchema,
  suggestQuerySchema,
} from './catalog';
import {
  complaintAnswerBodySchema,
  complaintBodySchema,
  complaintSchema,
  staffComplaintSchema,
  staffComplaintsQuerySchema,
} from './complaints';
import { contactSchema } from './contact';
import {
  cashCloseBodySchema,
  cashDaySchema,
  cashQuerySchema,
  driverRoundSchema,
  driverSchema,
  roundCreateBodySchema,
  roundSchema,
  roundsQuerySchema,
  roundUpdateBodySchema,
  stopDeliveredBodySchema,
  stopFailedBodySchema,
} from './driver-rounds';
import { favoriteBodySchema } from './favorite';
import { idSchema } from './fields';
import { healthSchema } from './health';
import { itemSortSchema } from './list';
import { orderPulseQuerySchema, orderPulseSchema } from './order-pulse';
import {
  orderSchema,
  orderStatusBodySchema,
  orderWeightsBodySchema,
  placeOrderBodySchema,
  staffOrderSchema,
  staffOrdersQuerySchema,
} from './order';
import { notificationPrefsBodySchema, notificationPrefsSchema } from './notifications';
import { handMessageSchema, outboxMessageSchema, outboxQuerySchema } from './outbox';
import { pushSubscribeBodySchema, pushSubscriptionSchema, pushUnsubscribeBodySchema } from './push';
import { auditEntrySchema, auditQuerySchema } from './audit';
import { staffCustomerSchema, staffCustomersQuerySchema } from './customers';
import { staffDeliveryZoneSchema, zoneUpdateBodySchema } from './delivery-zones';
import {
  deliveryRoundSchema,
  deliverySlotSchema,
  deliverySlotsQuerySchema,
  slotsUpdateBodySchema,
} from './delivery-slots';
import {
  itemCreateBodySchema,
  itemUpdateBodySchema,
  priceChangeSchema,
  staffItemSchema,
  staffItemsQuerySchema,
} from './staff-catalog';
import type { RouteName } from './routes';
import { categoryUpdateBodySchema, staffCategorySchema } from './staff-category';
import {
  searchSynonymSchema,
  searchSynonymsSchema,
  synonymCreateBodySchema,
} from './search-synonyms';
import {
  ownReviewSchema,
  publicReviewSchema,
  reviewBodySchema,
  reviewModerationBodySchema,
  staffReviewSchema,
  staffReviewsQuerySchema,
} from './reviews';
import { searchClickBodySchema, searchStatsQuerySchema, searchStatsSchema } from './search-stats';
import { branchSchema, deliveryChargeSchema } from './shop-info';
import { shopSummarySchema } from './shop-summary';
import { staffCreateBodySchema, staffMemberSchema, staffUpdateBodySchema } from './staff-accounts';
import {
  branchUpdateBodySchema,
  contactUpdateBodySchema,
  factsUpdateBodySchema,
  promiseUpdateBodySchema,
  shopFactsSchema,
  staffBranchSchema,
  staffContactSchema,
  staffFactsSchema,
  staffPromiseSchema,
  staffShopContentSchema,
} from './shop-content';

/**
 * What each call of ROUTES (routes.ts, same names) takes and answers: path parameters, query
 * parameters other than page and limit, body, and `results` (the envelope around it follows
 * from the route: envelope.ts). The server validates with these; the browser loads this module
 * with its first call (lib/api/call.ts), zod being about 28 kB gzip.
 */
export interface RouteSchemas {
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  results: z.ZodType;
}

const idParams = z.object({ id: idSchema });
const sortQuery = z.object({ sort: itemSortSchema.optional() });
const items = z.array(itemSchema);

export const ROUTE_SCHEMAS = {
  categoryList: { results: z.array(categorySchema) },
  popularList: { results: items },
  mostViewedList: { results: items },
  itemsList: { query: sortQuery, results: items },
  categoryItemsList: {
    params: z.object({ categoryId: idSchema }),
    query: sortQuery,
    results: items,
  },
  bannerList: { results: z.array(bannerSchema) },
  itemDetails: { params: idParams, results: itemSchema },
  similarItems: { params: idParams, results: items },
  featureList: { results: z.array(featureSchema) },
  branchesList: { results: z.array(branchSchema) },
  appContacts: { results: z.array(contactSchema) },
  shopFacts: { results: shopFactsSchema },
  deliveryCharges: { results: z.array(deliveryChargeSchema) },
  deliverySlots: { query: deliverySlotsQuerySchema, results: z.array(deliverySlotSchema) },
  itemsSearch: { body: searchBodySchema, results: items },
  itemsSuggest: { query: suggestQuerySchema, results: suggestionsSchema },
  itemsSearchClick: { body: searchClickBodySchema, results: z.null() },
  itemReviews: { params: idParams, results: z.array(publicReviewSchema) },
  userRegister: { body: registerBodySchema, results: authResultSchema },
  userLogin: { body: loginBodySchema, results: authResultSchema },
  userLogout: { results: z.null() },
  userProfile: { results: profileSchema },
  userUpdateAccount: { body: updateAccountBodySchema, results: userSchema },
  userChangePassword: { body: changePasswordBodySchema, results: z.null() },
  userForgetPassword: { body: forgotPasswordBodySchema, results: z.null() },
  userCheckPin: { body: checkPinBodySchema, results: z.null() },
  userResetPassword: { body: resetPasswordBodySchema, results: z.null() },
  userNotifications: { results: notificationPrefsSchema },
  userNotificationsUpdate: { body: notificationPrefsBodySchema, results: notificationPrefsSchema },
  ordersList: { results: z.array(orderSchema) },
  orderDetails: { params: idParams, results: orderSchema },
  ordersAdd: { body: placeOrderBodySchema, results: orderSchema },
  orderCancel: { params: idParams, results: orderSchema },
  orderReview: { params: idParams, body: reviewBodySchema, results: ownReviewSchema },
  orderComplaint: { params: idParams, body: complaintBodySchema, results: complaintSchema },
  // The photo is a multipart upload (routes.ts `upload`), not a JSON body.
  complaintImages: { params: idParams, results: complaintSchema },
  favoritesList: { results: items },
  favoritesAdd: { body: favoriteBodySchema, results: z.null() },
  favoritesRemove: { body: favoriteBodySchema, results: z.null() },
  addressList: { results: z.array(addressSchema) },
  addressNew: { body: addressFieldsSchema, results: addressSchema },
  addressDetails: { params: idParams, results: addressSchema },
  addressUpdate: { body: addressUpdateSchema, results: addressSchema },
  addressDelete: { params: idParams, results: z.null() },
  userPushSubscribe: { body: pushSubscribeBodySchema, results: pushSubscriptionSchema },
  userPushUnsubscribe: { body: pushUnsubscribeBodySchema, results: z.object({}) },
  adminOrders: { query: staffOrdersQuerySchema, results: z.array(staffOrderSchema) },
  adminOrdersPulse: { query: orderPulseQuerySchema, results: orderPulseSchema },
  adminOrderDetails: { params: idParams, results: staffOrderSchema },
  adminOrderStatus: { params: idParams, body: orderStatusBodySchema, results: staffOrderSchema },
  adminOrderWeights: { params: idParams, body: orderWeightsBodySchema, results: staffOrderSchema },
  adminItems: { query: staffItemsQuerySchema, results: z.array(staffItemSchema) },
  adminItemNew: { body: itemCreateBodySchema, results: staffItemSchema },
  adminItemUpdate: { params: idParams, body: itemUpdateBodySchema, results: staffItemSchema },
  // The picture is a multipart upload (routes.ts `upload`), not a JSON body.
  adminItemImages: { params: idParams, results: staffItemSchema },
  adminItemPrices: { params: idParams, results: z.array(priceChangeSchema) },
  adminCategories: { results: z.array(staffCategorySchema) },
  adminCategoryUpdate: {
    params: idParams,
    body: categoryUpdateBodySchema,
    results: staffCategorySchema,
  },
  adminAudit: { query: auditQuerySchema, results: z.array(auditEntrySchema) },
  adminOutbox: { query: outboxQuerySchema, results: z.array(outboxMessageSchema) },
  adminOutboxRetry: { params: idParams, results: outboxMessageSchema },
  adminHandMessages: { results: z.array(handMessageSchema) },
  adminHandMessageSent: { params: idParams, results: outboxMessageSchema },
  adminDeliveryZones: { results: z.array(staffDeliveryZoneSchema) },
  adminDeliveryZoneUpdate: {
    params: idParams,
    body: zoneUpdateBodySchema,
    results: staffDeliveryZoneSchema,
  },
  adminShopContent: { results: staffShopContentSchema },
  adminShopFactsUpdate: { body: factsUpdateBodySchema, results: staffFactsSchema },
  adminPromiseUpdate: {
    params: idParams,
    body: promiseUpdateBodySchema,
    results: staffPromiseSchema,
  },
  adminBranchUpdate: { params: idParams, body: branchUpdateBodySchema, results: staffBranchSchema },
  adminContactUpdate: {
    params: idParams,
    body: contactUpdateBodySchema,
    results: staffContactSchema,
  },
  adminSearchSynonyms: { results: searchSynonymsSchema },
  adminSearchSynonymNew: { body: synonymCreateBodySchema, results: searchSynonymSchema },
  adminSearchSynonymDelete: { params: idParams, results: z.null() },
  adminSearchStats: { query: searchStatsQuerySchema, results: searchStatsSchema },
  adminSlots: { results: z.array(deliveryRoundSchema) },
  adminSlotsUpdate: { body: slotsUpdateBodySchema, results: z.array(deliveryRoundSchema) },
  adminCustomers: { query: staffCustomersQuerySchema, results: z.array(staffCustomerSchema) },
  adminSummary: { results: shopSummarySchema },
  adminStaff: { results: z.array(staffMemberSchema) },
  adminStaffNew: { body: staffCreateBodySchema, results: staffMemberSchema },
  adminStaffUpdate: { params: idParams, body: staffUpdateBodySchema, results: staffMemberSchema },
  adminDrivers: { results: z.array(driverSchema) },
  adminRounds: { query: roundsQuerySchema, results: z.array(roundSchema) },
  adminRoundsNew: { body: roundCreateBodySchema, results: roundSchema },
  adminRoundUpdate: { params: idParams, body: roundUpdateBodySchema, results: roundSchema },
  driverRound: { query: roundsQuerySchema, results: z.array(driverRoundSchema) },
  driverStopDelivered: { params: idParams, body: stopDeliveredBodySchema, results: orderSchema },
  driverStopFailed: { params: idParams, body: stopFailedBodySchema, results: orderSchema },
  adminReviews: { query: staffReviewsQuerySchema, results: z.array(staffReviewSchema) },
  adminReviewUpdate: {
    params: idParams,
    body: reviewModerationBodySchema,
    results: staffReviewSchema,
  },
  adminRefundRequests: {
    query: staffComplaintsQuerySchema,
    results: z.array(staffComplaintSchema),
  },
  adminRefundRequestUpdate: {
    params: idParams,
    body: complaintAnswerBodySchema,
    results: staffComplaintSchema,
  },
  adminCash: { query: cashQuerySchema, results: z.array(cashDaySchema) },
  adminCashClose: { body: cashCloseBodySchema, results: cashDaySchema },
  health: { results: healthSchema },
} as const satisfies Record<RouteName, RouteSchemas>;

export type RouteSchemasOf<K extends RouteName> = (typeof ROUTE_SCHEMAS)[K];

type Field<K extends RouteName, F extends keyof RouteSchemas> =
  RouteSchemasOf<K> extends Record<F, infer S extends z.ZodType> ? S : undefined;

/** What a handler receives (parsed) and a caller sends (before parsing) for each part. */
export type ParsedPart<K extends RouteName, F extends keyof RouteSchemas> =
  Field<K, F> extends z.ZodType ? z.output<Field<K, F>> : undefined;
export type InputPart<K extends RouteName, F extends keyof RouteSchemas> =
  Field<K, F> extends z.ZodType ? z.input<Field<K, F>> : undefined;
/** The `results` of a call's answer, as the browser reads it. */
export type ResultsOf<K extends RouteName> = z.output<RouteSchemasOf<K>['results']>;
