import { defineRoute } from '@/server/http/define-route';
import { shopSummary } from './summary-service';

export const adminSummary = defineRoute('adminSummary', {
  summary:
    'Staff: the shop at a glance. `today` (from midnight in Cairo) and `week` (from Saturday midnight): orders and their totals by status, and revenue (EGP, cancelled orders left out); `waiting`: open orders by status, whatever their day; `stock`: published items out of stock and low on stock (`low_threshold` or fewer left, in the item’s sale unit: kg for a `kg` item, up to 3 decimals, pieces otherwise), fewest first; `recent_orders`: the newest orders as the staff queue shows them; `open_complaints`: complaints still owed an answer (Pending or Processing), whatever their day; `week_rating`: the published reviews written since `week.since`, their `average` (two decimals, null when there are none) and `count`.',
  async handle({ db, locale }) {
    return { results: await shopSummary(db, locale) };
  },
});
