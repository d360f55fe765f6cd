import type { TFunction } from 'i18next';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { toWhatsAppDigits } from '@/lib/phone';

/** The order as a chat message to the shop, in the shopper's language. */
export function orderSummaryText(order: Order, t: TFunction, locale: unknown): string {
  const money = (amount: number) => formatMoney(amount, locale);
  const lines = order.items.map((line) =>
    t('orders:whatsapp.line', {
      name: line.name,
      qty: formatNumber(line.qty, locale),
      unit: line.unit,
      total: money(line.line_total),
    }),
  );
  return [
    t('orders:whatsapp.greeting', { shop: t('common:shop.name'), number: order.number }),
    ...lines,
    t('orders:whatsapp.subtotal', { amount: money(order.subtotal) }),
    t('orders:whatsapp.delivery', { amount: money(order.delivery_charge) }),
    t('orders:whatsapp.total', { amount: money(order.total) }),
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
