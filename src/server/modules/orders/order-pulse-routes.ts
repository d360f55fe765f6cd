import { defineRoute } from '@/server/http/define-route';
import { readOrderPulse } from './order-pulse-repository';

export const adminOrdersPulse = defineRoute('adminOrdersPulse', {
  summary:
    'Staff: what an open dashboard polls (about every second while it is shown) to notice a new order without reloading: `latest_id` (the newest order, 0 for none), `pending` (orders still Pending) and `new` (orders placed after `?after=`, the newest id this browser has seen; 0 without it).',
  async handle({ db, query }) {
    return { results: await readOrderPulse(db, query.after) };
  },
});
