import { z } from 'zod';
import { UNIT_CODES } from './catalog';
import { staffOrderSchema } from './order';
import { ORDER_STATUSES } from './order-constants';

/**
 * A published item with this many left or fewer (and more than none) is low on stock, in its
 * sale unit: 5 birds, or 5 kg of an item sold by the kg.
 */
export const LOW_STOCK_THRESHOLD = 5;
/** How many of the newest orders the overview shows. */
export const RECENT_ORDERS_COUNT = 8;
/** The longest list of out-of-stock or low items one answer carries (the counts are whole). */
export const STOCK_ALERTS_MAX = 50;

const statusFiguresSchema = z.object({
  status: z.enum(ORDER_STATUSES),
  orders: z.int(),
  /** EGP: the totals of these orders. */
  total: z.number(),
});

/** Orders placed since `since` (the start of the shop's day or week, Cairo time). */
const periodSchema = z.object({
  since: z.iso.datetime(),
  orders: z.int(),
  /** EGP: the totals of the period's orders that were not cancelled. */
  revenue: z.number(),
  /** Every status, in the workflow's order, zeros included. */
  by_status: z.array(statusFiguresSchema),
});
export type SummaryPeriod = z.infer<typeof periodSchema>;

const stockAlertSchema = z.object({
  id: z.int(),
  name: z.string(),
  name_ar: z.string(),
  name_en: z.string(),
  /** What is left in the item's sale unit: kg (up to 3 decimals) for `kg`, pieces otherwise. */
  stock: z.number(),
  unit_code: z.enum(UNIT_CODES),
});
export type StockAlert = z.infer<typeof stockAlertSchema>;

/** The published reviews written this week: their average to two decimals, null with none. */
const weekRatingSchema = z.object({
  average: z.number().nullable(),
  count: z.int(),
});
export type WeekRating = z.infer<typeof weekRatingSchema>;

/**
 * GET /admin/summary: the shop at a glance. `today` starts at midnight in Cairo and `week`
 * on Saturday at midnight, the first day of the Egyptian working week. `waiting` counts the
 * open orders whatever their day; `open_complaints` the complaints still owed an answer
 * (Pending or Processing) whatever their day; `week_rating` the reviews since `week.since`.
 */
export const shopSummarySchema = z.object({
  at: z.iso.datetime(),
  today: periodSchema,
  week: periodSchema,
  waiting: z.object({
    pending: z.int(),
    processing: z.int(),
    out_for_delivery: z.int(),
  }),
  stock: z.object({
    low_threshold: z.int(),
    out_of_stock_count: z.int(),
    low_count: z.int(),
    out_of_stock: z.array(stockAlertSchema),
    low: z.array(stockAlertSchema),
  }),
  recent_orders: z.array(staffOrderSchema),
  open_complaints: z.int(),
  week_rating: weekRatingSchema,
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;
