import type { TFunction } from 'i18next';
import type { OrderLine, StaffOrder } from '@/contracts/order';
import type { OrderStatus } from '@/contracts/order-constants';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';

/*
 * What the order page, the packing slip and its text say alike about lines sold by weight
 * (api-contract.md, "Poultry ordering"): picked by the piece's weight, priced as an estimate
 * until the shop weighs the whole line.
 */

/** The statuses in which the shop may still weigh: the server refuses once the order has left. */
const WEIGHING_STATUSES: ReadonlySet<OrderStatus> = new Set(['Pending', 'Processing']);

/** A line the shop weighs: picked by weight, or weighed already. */
export const isWeighedLine = (line: OrderLine): boolean =>
  line.weight !== null || line.weighed_weight !== null;

/** The lines the seller still has to weigh. */
export const unweighedLines = (order: StaffOrder): OrderLine[] =>
  order.items.filter((line) => isWeighedLine(line) && line.weighed_weight === null);

/**
 * Whether moving the order to `to` should ask first: sending it out with lines not weighed
 * charges the customer the estimate. The queue's rows carry their lines, so this needs no call.
 */
export const asksBeforeMove = (order: StaffOrder, to: OrderStatus): boolean =>
  to === 'OutForDelivery' && unweighedLines(order).length > 0;

/** Whether the order has lines to weigh and may still be weighed. */
export const canWeigh = (order: StaffOrder): boolean =>
  WEIGHING_STATUSES.has(order.status) && order.items.some(isWeighedLine);

/** kg to the gram, in the language's digits: "1.62 kg", «١٫٦٢ كجم». */
export const kgText = (kg: number, t: TFunction, locale: unknown): string =>
  t('dashboard:weights.kg', { kg: formatNumber(kg, locale, 3) });

/** The line's preparation choices as one phrase ("Cut in 8 · Without skin"), or ''. */
export const choicesText = (line: OrderLine): string =>
  line.options.map((option) => option.name).join(' · ');

/**
 * A line as the queue's card and the "send out without weighing?" question word it:
 * "2 × 1.5 kg · White chicken, whole · Cut in 8", or "2 kg · Duck breast" by the unit.
 */
export const lineText = (line: OrderLine, t: TFunction, locale: unknown): string =>
  t('dashboard:staffOrders.line', {
    qty: formatNumber(line.qty, locale),
    unit: line.weight === null ? line.unit : `× ${kgText(line.weight, t, locale)}`,
    name: [line.name, choicesText(line)].filter(Boolean).join(' · '),
  });

/** "+EGP 4.50" or "−EGP 3": how far the weighed total is from the estimate. */
export function signedMoney(amount: number, locale: unknown): string {
  if (amount === 0) return formatMoney(0, locale);
  return `${amount > 0 ? '+' : '−'}${formatMoney(Math.abs(amount), locale)}`;
}

/** Whether the shop has weighed any line: the total is then final, and the estimate history. */
export const wasWeighed = (order: StaffOrder): boolean =>
  order.items.some((line) => line.weighed_weight !== null);
