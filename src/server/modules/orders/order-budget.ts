import type { Role } from '@/server/db/schema';
import type { Db } from '@/server/db/db-types';
import { AppError } from '@/server/errors/app-error';
import type { MessageKey, MessageParams } from '@/server/i18n/translate';
import { egp } from '@/server/money';
import { limits, type OrderRules } from '@/server/rate-limit/attempt-limits';
import { orderBudgetOf } from './order-repository';

const HOUR_MS = 60 * 60 * 1000;

/** Staff place orders for callers on the phone and for the shop itself: never limited. */
const UNLIMITED_ROLES: readonly Role[] = ['seller', 'admin'];

/** Whether the order budget applies to an account of this role (customers only). */
export const isBudgeted = (role: Role): boolean => !UNLIMITED_ROLES.includes(role);

/** The refusal, its reason on the `order` field too: the checkout tells it from a spent key. */
function refused(
  code: 'too_many_requests' | 'conflict',
  key: MessageKey,
  params: MessageParams,
  retryAfter?: number,
): AppError {
  return new AppError(code, {
    message: key,
    params,
    retryAfter,
    errors: { order: { key, params } },
  });
}

/** The account's orders not yet delivered or cancelled, as the budget counts them. */
export type OpenOrders = { count: number; valueCents: number };

/**
 * The first half of the order budget (docs/security.md, "Order budget"), before the order's
 * lines are priced: so many orders an hour (429, with when the next is possible) and so many
 * open orders (409: the shopper waits for a delivery or calls the shop). It reads the orders
 * themselves, inside the order's transaction after the user's row is locked (row-lock.ts), so
 * two orders of one account cannot both pass on one count, and every instance of the shop on
 * one database sees the same figures. Answers the open orders for assertOpenValue, or
 * undefined for staff, who are not limited.
 */
export async function assertOrderAllowed(
  trx: Db,
  user: { userId: number; role: Role },
  at: number,
): Promise<OpenOrders | undefined> {
  if (!isBudgeted(user.role)) return undefined;
  const rules: OrderRules = limits().orders;

  const { recent, open } = await orderBudgetOf(trx, user.userId, at - HOUR_MS);
  if (recent.count >= rules.perHour && recent.oldestAt !== null) {
    const seconds = Math.max(1, Math.ceil((recent.oldestAt + HOUR_MS - at) / 1000));
    const params = { count: rules.perHour, minutes: Math.ceil(seconds / 60) };
    throw refused('too_many_requests', 'error.order_rate_limit', params, seconds);
  }
  if (open.count >= rules.openOrders) {
    throw refused('conflict', 'error.open_orders_limit', { count: rules.openOrders });
  }
  return open;
}

/**
 * The second half, once the order's total is known and its stock is there (a shopper asking
 * for more than there is hears that first): the open orders with this one may not come to
 * more than the account's open value.
 */
export function assertOpenValue(open: OpenOrders | undefined, orderTotalCents: number): void {
  if (!open) return;
  const limitCents = limits().orders.openValueEgp * 100;
  if (open.valueCents + orderTotalCents > limitCents) {
    const params = { amount: egp(limitCents), total: egp(open.valueCents + orderTotalCents) };
    throw refused('conflict', 'error.open_value_limit', params);
  }
}
