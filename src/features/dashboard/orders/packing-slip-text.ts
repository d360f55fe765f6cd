import type { TFunction } from 'i18next';
import type { StaffOrder } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import type { Locale } from '@/lib/i18n/locales';
import { slotText } from '../model/slot-label';
import { choicesText, isWeighedLine, kgText, wasWeighed } from './line-weights';
import { deliveryAddressLines } from './order-address';

/** The shop as its slip names it: the name in the slip's language, and its phone. */
export interface ShopIdentity {
  name: string;
  phone: string;
}

/**
 * The packing slip as plain text, for sharing from the phone (a chat with the driver, a note):
 * what the printed slip says, in the same order and the page's language. Pure, so that what
 * is shared can be tested without a browser.
 */
export function packingSlipText(
  order: StaffOrder,
  t: TFunction,
  locale: Locale,
  shop: ShopIdentity,
): string {
  const money = (amount: number) => formatMoney(amount, locale);
  const { address } = order;
  const rule = '————————';
  const lines = order.items.flatMap((line) => [
    t('dashboard:slip.text.line', {
      qty: formatNumber(line.qty, locale),
      unit: line.weight === null ? line.unit : `× ${kgText(line.weight, t, locale)}`,
      name: [line.name, choicesText(line)].filter(Boolean).join(' · '),
      total: money(line.line_total),
    }),
    ...(!isWeighedLine(line)
      ? []
      : line.weighed_weight === null
        ? [`  ${t('dashboard:weights.slipToWeigh')}`]
        : [
            `  ${t('dashboard:weights.slipWeighed', { weight: kgText(line.weighed_weight, t, locale) })}`,
          ]),
  ]);
  const optional = (present: string, text: () => string) => (present ? [text()] : []);
  return [
    t('dashboard:slip.text.shop', { name: shop.name, phone: shop.phone }),
    t('dashboard:slip.text.order', { number: order.number }),
    t('dashboard:slip.text.placed', { date: formatDateTime(order.created_at, locale) }),
    rule,
    t('dashboard:slip.text.customer', { name: order.customer.name, phone: order.customer.phone }),
    ...optional(
      address.recipient !== order.customer.name || address.phone !== order.customer.phone
        ? address.recipient
        : '',
      () => t('dashboard:slip.text.recipient', { name: address.recipient, phone: address.phone }),
    ),
    ...(order.slot ? [t('dashboard:slots.round', { slot: slotText(order.slot, t, locale) })] : []),
    t('dashboard:slip.text.zone', { zone: address.area }),
    t('dashboard:slip.text.address', {
      address: deliveryAddressLines(address, t).join(t('dashboard:orderPage.address.separator')),
    }),
    ...optional(address.landmark, () =>
      t('dashboard:slip.text.landmark', { landmark: address.landmark }),
    ),
    ...optional(address.notes, () =>
      t('dashboard:slip.text.addressNotes', { notes: address.notes }),
    ),
    rule,
    ...lines,
    rule,
    ...optional(order.notes, () => t('dashboard:slip.text.notes', { notes: order.notes })),
    t('dashboard:slip.text.subtotal', { amount: money(order.subtotal) }),
    t('dashboard:slip.text.delivery', { amount: money(order.delivery_charge) }),
    ...(wasWeighed(order)
      ? [t('dashboard:weights.textEstimateWas', { amount: money(order.estimated_total) })]
      : []),
    order.estimated
      ? t('dashboard:weights.textEstimated', { amount: money(order.total) })
      : t('dashboard:slip.text.total', { amount: money(order.total) }),
  ].join('\n');
}
