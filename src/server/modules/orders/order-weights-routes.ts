import { defineRoute } from '@/server/http/define-route';
import { weighOrderLines } from './order-weights-service';

export const adminOrderWeights = defineRoute('adminOrderWeights', {
  summary:
    'Staff record the weighed kg of lines sold by weight (`line_id`, or `item_id` when one line has that item): each sets its line’s final total (unit price × weighed weight) and the order’s subtotal and total follow, in one transaction with an audit record; weighing again replaces the earlier weight. Allowed while Pending or Processing, 409 once the order is out for delivery, delivered or cancelled. 400 for a line not sold by weight, not in the order, or an `item_id` on two lines, and for a weight outside [ordered ÷ F, ordered × F] (`lines.{index}.weight`; ordered is the line’s `qty` × `weight`, F is WEIGHING_MAX_FACTOR, default 2). A weight more than WEIGHING_CONFIRM_PERCENT (default 20 %) from the line as ordered is a 409 with `confirm_required: true` and `errors` naming each such line, and is saved only when the body carries `confirm: true`; nothing changes on a refusal. The order stays `estimated` until every line sold by weight is weighed; `estimated_total` keeps the total as ordered.',
  async handle({ db, user, locale, params, body }) {
    return {
      results: await weighOrderLines(db, params.id, body, {
        userId: user.userId,
        role: user.role,
        locale,
      }),
      message: 'ok.weights_saved',
    };
  },
});
