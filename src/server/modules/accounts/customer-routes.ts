import { defineRoute } from '@/server/http/define-route';
import { listCustomers } from './customer-service';

export const adminCustomers = defineRoute('adminCustomers', {
  summary:
    'Staff: the shop’s customers (never staff accounts), most recently active first (last order, else sign-up), each with `orders_count`, `last_order_at`, `latest_order_id` and `total_spent` (EGP of delivered orders). `?q=` narrows to a name, username or phone containing it (Arabic-Indic digits welcome). An admin reads everything; a seller reads `username`, `phone` and `email` masked (`010•••••678`, `mo•••@example.com`, `masked: true`) and `total_spent` as null, and calls a customer from the order’s page (`latest_order_id`). At most 100 a page (a bigger `limit` is lowered; the envelope’s `limit` says so). Each read is recorded in the staff audit log (`customers.list`: the search, page, limit and rows returned).',
  async handle({ db, paging, query, user }) {
    const page = await listCustomers(db, query, paging, { userId: user.userId, role: user.role });
    return { results: page.customers, total: page.total };
  },
});
