import { lineWeightField } from '@/contracts/audit-constants';
import { gramsOf, kgOf, weighedLineCents } from '@/contracts/line-pricing';
import type { orderWeightsBodySchema, StaffOrder } from '@/contracts/order';
import type { Locale } from '@/lib/i18n/locales';
import { now } from '@/server/clock';
import type { Db } from '@/server/db/db-types';
import type { OrderLineRow, OrderStatus, Role } from '@/server/db/schema';
import { inTransaction } from '@/server/db/transaction';
import { AppError, type FieldErrors } from '@/server/errors/app-error';
import { translate } from '@/server/i18n/translate';
import { recordStaffWrite, type AuditFields } from '@/server/modules/audit';
import { returnExcessCredit } from '@/server/modules/credits';
import type { z } from 'zod';
import { findAnyOrderRow } from './order-history-repository';
import { linesOf } from './order-repository';
import { tellWeighed } from './order-messages';
import { getStaffOrder } from './order-workflow-service';
import { claimForWeighing, setLineWeighed, setOrderTotals } from './order-weights-repository';
import {
  farWeights,
  weighingRules,
  weightsToConfirm,
  type WeighedEntry,
  type WeighingRules,
} from './weighing-rules';

type WeightsInput = z.output<typeof orderWeightsBodySchema>;

/** Weights may change until the order leaves the shop. */
export const WEIGHABLE_STATUSES: readonly OrderStatus[] = ['Pending', 'Processing'];

function closed(locale: Locale, status: OrderStatus): AppError {
  return new AppError('conflict', {
    message: 'error.order_weights_closed',
    params: { status: translate(locale, `order_status.${status}`) },
  });
}

/**
 * Each entry of the body to the order line it names, or one 400 naming every problem: lines
 * that cannot be weighed and weights outside the shop's bound (weighing-rules.ts).
 */
function resolveLines(
  lines: readonly OrderLineRow[],
  input: WeightsInput,
  rules: WeighingRules,
  locale: Locale,
) {
  const errors: FieldErrors = {};
  const picked = new Map<number, { line: OrderLineRow; grams: number; entry: WeighedEntry }>();
  input.lines.forEach((entry, index) => {
    const field = entry.line_id === undefined ? 'item_id' : 'line_id';
    const path = `lines.${index}.${field}`;
    const matches =
      entry.line_id === undefined
        ? lines.filter((line) => line.item_id === entry.item_id)
        : lines.filter((line) => line.id === entry.line_id);
    const [line] = matches;
    if (!line) errors[path] = { key: 'validation.unknown_line' };
    else if (matches.length > 1) errors[path] = { key: 'validation.ambiguous_line' };
    else if (line.weight_grams === null) errors[path] = { key: 'validation.not_by_weight' };
    else if (picked.has(line.id)) errors[path] = { key: 'validation.duplicate_item' };
    else {
      const grams = gramsOf(entry.weight);
      const orderedGrams = line.weight_grams * line.qty;
      picked.set(line.id, {
        line,
        grams,
        entry: { field: `lines.${index}.weight`, orderedGrams, grams },
      });
    }
  });
  const weighed = [...picked.values()];
  Object.assign(
    errors,
    farWeights(
      weighed.map(({ entry }) => entry),
      rules,
      locale,
    ),
  );
  if (Object.keys(errors).length > 0) throw new AppError('invalid_input', { errors });
  return weighed;
}

/** A 409 naming the weights far enough from the estimate to ask first, unless the body confirms. */
function askUnlessConfirmed(
  weighed: ReadonlyArray<{ entry: WeighedEntry }>,
  input: WeightsInput,
  rules: WeighingRules,
  locale: Locale,
): void {
  if (input.confirm === true) return;
  const errors = weightsToConfirm(
    weighed.map(({ entry }) => entry),
    rules,
    locale,
  );
  if (Object.keys(errors).length === 0) return;
  throw new AppError('conflict', {
    message: 'error.weights_confirm',
    params: { percent: rules.confirmPercent },
    errors,
    confirmRequired: true,
  });
}

/**
 * POST /admin/orders/{id}/weights, in one transaction: the weighed kg of lines sold by weight
 * set their final totals (unit price × weighed grams), the order's subtotal and total follow,
 * and the audit keeps the weights and totals before and after. Weighing again before dispatch
 * replaces the earlier weight. The order row is claimed with a guarded update first, so a
 * status move racing this one either waits for it or makes it a 409.
 */
export async function weighOrderLines(
  db: Db,
  id: number,
  input: WeightsInput,
  by: { userId: number; role: Role; locale: Locale },
): Promise<StaffOrder> {
  const found = await findAnyOrderRow(db, id);
  if (!found) throw AppError.notFound('error.order_not_found');
  const at = now();
  const rules = weighingRules();
  await inTransaction(db, async (trx) => {
    if (!(await claimForWeighing(trx, id, WEIGHABLE_STATUSES, at))) {
      throw closed(by.locale, (await findAnyOrderRow(trx, id))?.status ?? found.status);
    }
    const order = (await findAnyOrderRow(trx, id)) ?? found;
    const lines = await linesOf(trx, [id]);
    // Refused or asked about before anything is written; the claim above rolls back with it.
    const weighed = resolveLines(lines, input, rules, by.locale);
    askUnlessConfirmed(weighed, input, rules, by.locale);
    const before: AuditFields = { total: order.total_cents / 100 };
    const after: AuditFields = {};
    const totals = new Map(lines.map((line) => [line.id, line.line_total_cents]));
    for (const { line, grams } of weighed) {
      const lineCents = weighedLineCents(line.unit_cents, grams);
      await setLineWeighed(trx, line.id, { grams, lineCents });
      totals.set(line.id, lineCents);
      const key = lineWeightField(line.id);
      before[key] = line.weighed_grams === null ? null : kgOf(line.weighed_grams);
      after[key] = kgOf(grams);
    }
    const subtotalCents = [...totals.values()].reduce((sum, cents) => sum + cents, 0);
    const grossCents = subtotalCents + order.delivery_cents;
    // The credit never makes the total negative: what the lighter order cannot use goes back
    // to the shopper's balance, for their next order.
    const creditCents = Math.min(order.credit_cents, grossCents);
    const totalCents = grossCents - creditCents;
    await setOrderTotals(trx, id, { subtotalCents, totalCents, creditCents });
    await returnExcessCredit(trx, {
      userId: order.user_id,
      orderId: id,
      cents: order.credit_cents - creditCents,
    });
    after.total = totalCents / 100;
    await recordStaffWrite(trx, {
      userId: by.userId,
      role: by.role,
      action: 'order.weights',
      entity: 'order',
      entityId: id,
      before,
      after,
      at,
    });
    await tellWeighed(trx, id);
  });
  return getStaffOrder(db, id, by.locale);
}
