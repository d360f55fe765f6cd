import { defineRoute } from '@/server/http/define-route';
import {
  cancelOwnOrder,
  getStaffOrder,
  listStaffOrders,
  moveStaffOrder,
} from './order-workflow-service';

export const orderCancel = defineRoute('orderCancel', {
  summary:
    'The order’s own customer cancels it while it is Pending: its stock goes back in the same transaction and the move is kept in its history. 404 for anyone else’s order, 409 once the shop has started on it.',
  async handle({ db, user, locale, params }) {
    return {
      results: await cancelOwnOrder(db, user, params.id, locale),
      message: 'ok.order_cancelled',
    };
  },
});

export const adminOrders = defineRoute('adminOrders', {
  summary:
    'Staff: every customer’s orders, newest first, with the customer’s name and phone and the moves left (`next_statuses`). `?status=` narrows to one status, `?q=` to an order number or phone containing it, `?slot_id=` to one delivery slot and `?date=` (YYYY-MM-DD) to one delivery day. Each order carries its `slot` (null when placed without one), for the queue to group by.',
  async handle({ db, locale, paging, query }) {
    const page = await listStaffOrders(db, query, locale, paging);
    return { results: page.orders, total: page.total };
  },
});

export const adminOrderDetails = defineRoute('adminOrderDetails', {
  summary: 'Staff: one order with its lines, history and customer.',
  async handle({ db, locale, params }) {
    return { results: await getStaffOrder(db, params.id, locale) };
  },
});

export const adminOrderStatus = defineRoute('adminOrderStatus', {
  summary:
    'Staff move an order on: Pending → Processing → OutForDelivery → Delivered, or Cancelled from Pending or Processing (the stock, and the credit and cash back the order took, go back). Any other move is a 409 and changes nothing; of two moves at once exactly one happens. Each move is kept in the history with the mover’s role and the note.',
  async handle({ db, user, locale, params, body }) {
    return {
      results: await moveStaffOrder(db, params.id, body, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.order_moved',
    };
  },
});
