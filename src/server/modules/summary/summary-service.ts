import {
  LOW_STOCK_THRESHOLD,
  RECENT_ORDERS_COUNT,
  STOCK_ALERTS_MAX,
  type ShopSummary,
  type StockAlert,
  type SummaryPeriod,
} from '@/contracts/shop-summary';
import { ORDER_STATUSES } from '@/contracts/order-constants';
import { soldStock } from '@/contracts/stock-units';
import type { Locale } from '@/lib/i18n/locales';
import { shopDayStart, shopWeekStart } from '@/lib/shop-calendar';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import { egp } from '@/server/money';
import { openComplaintsCount } from '@/server/modules/complaints';
import { listStaffOrders } from '@/server/modules/orders';
import { weekRating } from '@/server/modules/reviews';
import {
  countByStatus,
  figuresSince,
  itemsWithStock,
  type StatusFigures,
  type StockAlertRow,
} from './summary-repository';

/** Every status in the workflow's order, zeros included; revenue leaves cancelled orders out. */
function period(since: number, figures: readonly StatusFigures[]): SummaryPeriod {
  const byStatus = ORDER_STATUSES.map((status) => {
    const found = figures.find((entry) => entry.status === status);
    return { status, orders: found?.orders ?? 0, total_cents: found?.total_cents ?? 0 };
  });
  const kept = byStatus.filter((entry) => entry.status !== 'Cancelled');
  return {
    since: new Date(since).toISOString(),
    orders: byStatus.reduce((sum, entry) => sum + entry.orders, 0),
    revenue: egp(kept.reduce((sum, entry) => sum + entry.total_cents, 0)),
    by_status: byStatus.map((entry) => ({
      status: entry.status,
      orders: entry.orders,
      total: egp(entry.total_cents),
    })),
  };
}

function toAlert(row: StockAlertRow, locale: Locale): StockAlert {
  return {
    id: row.id,
    name: locale === 'ar' ? row.name_ar : row.name_en,
    name_ar: row.name_ar,
    name_en: row.name_en,
    stock: soldStock(row.unit_code, row.stock),
    unit_code: row.unit_code,
  };
}

/**
 * GET /admin/summary: today and this week in Cairo, what waits (orders and complaints), what
 * runs out, the newest orders, and this week's rating.
 */
export async function shopSummary(db: Db, locale: Locale): Promise<ShopSummary> {
  const at = now();
  const dayStart = shopDayStart(at);
  const weekStart = shopWeekStart(at);
  const [today, week, waiting, out, low, recent, complaints, rating] = await Promise.all([
    figuresSince(db, dayStart),
    figuresSince(db, weekStart),
    countByStatus(db, ['Pending', 'Processing', 'OutForDelivery']),
    itemsWithStock(db, { max: 0 }, STOCK_ALERTS_MAX),
    itemsWithStock(db, { above: 0, max: LOW_STOCK_THRESHOLD }, STOCK_ALERTS_MAX),
    listStaffOrders(db, {}, locale, { limit: RECENT_ORDERS_COUNT, offset: 0 }),
    openComplaintsCount(db),
    weekRating(db, weekStart),
  ]);
  return {
    at: new Date(at).toISOString(),
    today: period(dayStart, today),
    week: period(weekStart, week),
    waiting: {
      pending: waiting.get('Pending') ?? 0,
      processing: waiting.get('Processing') ?? 0,
      out_for_delivery: waiting.get('OutForDelivery') ?? 0,
    },
    stock: {
      low_threshold: LOW_STOCK_THRESHOLD,
      out_of_stock_count: out.count,
      low_count: low.count,
      out_of_stock: out.rows.map((row) => toAlert(row, locale)),
      low: low.rows.map((row) => toAlert(row, locale)),
    },
    recent_orders: recent.orders,
    open_complaints: complaints,
    week_rating: rating,
  };
}
