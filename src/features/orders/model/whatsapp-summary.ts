import type { TFunction } from 'i18next';
import type { Order, OrderLine } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { toWhatsAppDigits } from '@/contracts/phone';
import { slotText } from './slot-text';

/** A line and, under it, its weight, choices and whether its price is estimated or weighed. */
function lineText(line: OrderLine, t: TFunction, locale: unknown): string[] {
  const kg = (weight: number) => formatNumber(weight, locale, 3);
  const amounts = {
    name: line.name,
    qty: formatNumber(line.qty, locale),
    total: formatMoney(line.line_total, locale),
  };
  // Sold by weight: pieces of the weight picked ("2 × 1.5 kg"), not kilograms.
  const head =
    line.weight === null
      ? t('orders:whatsapp.line', { ...amounts, unit: line.unit })
      : t('orders:whatsapp.weightLine', { ...amounts, weight: kg(line.weight) });
  const details = [
    ...line.options.map((option) => option.name),
    line.weight === null
      ? undefined
      : line.estimated || line.weighed_weight === null
        ? t('orders:whatsapp.estimatedLine')
        : t('orders:whatsapp.weighed', { weight: kg(line.weighed_weight) }),
  ].filter((part): part is string => Boolean(part));
  return details.length > 0
    ? [head, t('orders:whatsapp.choices', { choices: details.join(' · ') })]
    : [head];
}

/**
 * The order as a chat message to the shop, in the shopper's language: each line with its
 * weight and choices, the delivery slot, and whether the total is the estimate (some line
 * waits to be weighed) or the final one.
 */
export function orderSummaryText(order: Order, t: TFunction, locale: unknown): string {
  const money = (amount: number) => formatMoney(amount, locale);
  const byWeight = order.items.some((line) => line.weight !== null);
  const total = order.estimated
    ? t('orders:whatsapp.estimatedTotal', { amount: money(order.total) })
    : byWeight
      ? t('orders:whatsapp.finalTotal', { amount: money(order.total) })
      : t('orders:whatsapp.total', { amount: money(order.total) });
  return [
    t('orders:whatsapp.greeting', { shop: t('common:shop.name'), number: order.number }),
    ...order.items.flatMap((line) => lineText(line, t, locale)),
    t('orders:whatsapp.subtotal', { amount: money(order.subtotal) }),
    t('orders:whatsapp.delivery', { amount: money(order.delivery_charge) }),
    // The credit taken off, so the shop sees why the total is less than the two above.
    ...(order.credit > 0 ? [t('orders:whatsapp.credit', { amount: money(order.credit) })] : []),
    total,
    ...(order.slot ? [slotText(order.slot, t, locale, 'orders:whatsapp.slot')] : []),
    t('orders:whatsapp.address', {
      recipient: order.address.recipient,
      place: [order.address.street, order.address.city, order.address.area]
        .filter(Boolean)
        .join(t('orders:address.separator')),
    }),
  ].join('\n');
}

/** https://wa.me/{digits}?text=…, or undefined without a usable shop number. */
export function whatsAppOrderUrl(shopNumber: string | undefined, text: string): string | undefined {
  const digits = shopNumber ? toWhatsAppDigits(shopNumber) : undefined;
  return digits ? `https://wa.me/${digits}?text=${encodeURIComponent(text)}` : undefined;
}
