import { defineRoute } from '@/server/http/define-route';
import { listCustomers } from './customer-service';

export const adminCustomers = defineRoute('adminCustomers', {
  summary:
    'Staff: the shop’s customers (never staff accounts), most recently active first (last order, else sign-up), each with `orders_count`, `last_order_at` and `total_spent` (EGP of delivered orders). `?q=` narrows to a name, username or phone containing it (Arabic-Indic digits welcome). At most 100 a page (a bigger `limit` is lowered; the envelope’s `limit` says so).',
  async handle({ db, paging, query }) {
    const page = await listCustomers(db, query, paging);
    return { results: page.customers, total: page.total };
  },
});
