import { IDEMPOTENCY_KEY_HEADER, idempotencyKeySchema } from '@/contracts/order';
import { AppError } from '@/server/errors/app-error';
import { defineRoute } from '@/server/http/define-route';
import { headerValueOf } from '@/server/http/request-info';
import type { IncomingHttpHeaders } from 'node:http';
import { listOrders, placeOrder } from './order-service';

function idempotencyKey(headers: IncomingHttpHeaders): string | undefined {
  const raw = headerValueOf(headers, IDEMPOTENCY_KEY_HEADER);
  if (raw === undefined) return undefined;
  const parsed = idempotencyKeySchema.safeParse(raw);
  if (!parsed.success) throw AppError.field(IDEMPOTENCY_KEY_HEADER, 'validation.invalid_value');
  return parsed.data;
}

export const ordersList = defineRoute('ordersList', {
  summary: "The caller's orders, newest first.",
  async handle({ db, user, locale, paging }) {
    const page = await listOrders(db, user.userId, locale, paging);
    return { results: page.orders, total: page.total };
  },
});

export const ordersAdd = defineRoute('ordersAdd', {
  summary:
    'Places a cash-on-delivery order at the database prices, with the delivery charge and minimum of the address zone. 409 when stock is short, a line asks for more of an item than its `max_per_order` or than the account’s share of its stock (`ORDER_LIMIT_STOCK_SHARE`, named on `items.{i}.qty`), or the account has too many open orders or too much open value; 429 past its orders per hour (staff are not limited). The shopper’s credit comes off the total (`credit`, at most subtotal + delivery, so the total is never negative) and cash owed to them rides with it (`cash_back`, handed back by the driver). An Idempotency-Key header makes retries safe.',
  headers: { 'Idempotency-Key': 'optional, 8-128 characters of [A-Za-z0-9_.:-]' },
  async handle({ db, user, locale, body, headers }) {
    const order = await placeOrder(db, user, body, {
      locale,
      idempotencyKey: idempotencyKey(headers),
    });
    return {
      results: order,
      message: { key: 'ok.order_placed', params: { number: order.number } },
    };
  },
});
