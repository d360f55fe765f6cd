import { describe, expect, it } from '@jest/globals';
import type { Order } from '@/contracts/order';
import { createTestI18n } from '@tests/setup/i18n';
import { orderSummaryText, whatsAppOrderUrl } from './whatsapp-summary';

const order: Order = {
  id: 12,
  number: 'DP-261123-00012',
  status: 'Pending',
  created_at: '2026-11-23T10:00:00.000Z',
  items: [
    {
      id: 1,
      item_id: 1,
      name: 'White broiler chicken, whole',
      image: '/images/items/a.svg',
      unit: 'kg',
      unit_code: 'kg',
      price: 155,
      qty: 2,
      line_total: 310,
      weight: null,
      weighed_weight: null,
      options: [],
      unit_price: 155,
      estimated_total: 310,
      estimated: false,
    },
  ],
  subtotal: 310,
  delivery_charge: 15,
  credit: 0,
  cash_back: 0,
  total: 325,
  slot: null,
  estimated: false,
  estimated_total: 325,
  payment_method: 'cash_on_delivery',
  address: {
    id: 3,
    label: '',
    recipient: 'Mona Ali',
    phone: '01012345678',
    zone_id: 1,
    city: 'Mansoura',
    street: 'El Gomhoreya St.',
    building: '12',
    floor: '',
    apartment: '',
    landmark: '',
    notes: '',
    is_default: true,
    area: 'Mansoura',
  },
  notes: '',
};

describe('the WhatsApp order summary', () => {
  it('lists the order number, lines and totals in English', () => {
    const text = orderSummaryText(order, createTestI18n('en').t, 'en');
    expect(text).toContain('DP-261123-00012');
    expect(text).toContain('White broiler chicken, whole: 2 kg');
    expect(text).toMatch(/Total: EGP\s?325/);
    expect(text).toContain('Mona Ali');
  });

  it('writes Arabic with Arabic-Indic digits in the amounts', () => {
    const text = orderSummaryText(order, createTestI18n('ar').t, 'ar');
    expect(text).toMatch(/الإجمالي: \u200f?٣٢٥\sج\.م\./);
    expect(text).toContain('دواجن الدقهلية');
  });

  it('says the credit taken off when the order used some', () => {
    const used = { ...order, credit: 40, total: 285 };
    expect(orderSummaryText(used, createTestI18n('en').t, 'en')).toMatch(
      /Credit used: −EGP\s?40\nTotal: EGP\s?285/,
    );
    expect(orderSummaryText(order, createTestI18n('en').t, 'en')).not.toContain('Credit');
  });

  const weighedOrder = (estimated: boolean): Order => ({
    ...order,
    items: [
      {
        ...order.items[0]!,
        qty: 1,
        weight: 1.5,
        weighed_weight: estimated ? null : 1.62,
        options: [
          { id: 51, group: 'cut', name: 'Cut in 8', price_delta: 5 },
          { id: 53, group: 'skin', name: 'Without skin', price_delta: 0 },
        ],
        unit_price: 160,
        estimated_total: 240,
        line_total: estimated ? 240 : 259.2,
        estimated,
      },
    ],
    subtotal: estimated ? 240 : 259.2,
    total: estimated ? 255 : 274.2,
    estimated_total: 255,
    estimated,
    slot: { id: 4, date: '2026-11-24', from: '10:00', to: '13:00' },
  });

  it('gives a weighed line its weight and choices and calls the total an estimate', () => {
    const text = orderSummaryText(weighedOrder(true), createTestI18n('en').t, 'en');
    expect(text).toMatch(/whole: 1 × 1\.5 kg = EGP\s?240\n/);
    expect(text).toContain('\n  Cut in 8 · Without skin · (estimated, final after weighing)\n');
    expect(text).toMatch(/Estimated total \(final after weighing\): EGP\s?255/);
    // A text read later never says "tomorrow": the day is named.
    expect(text).toContain('\nDelivery time: Tuesday 24 November, 10 am–1 pm\n');
  });

  it('says the final total once the shop has weighed, in both languages', () => {
    const en = orderSummaryText(weighedOrder(false), createTestI18n('en').t, 'en');
    expect(en).toContain('weighed 1.62 kg');
    expect(en).toMatch(/Final total: EGP\s?274\.20/);
    expect(en).not.toMatch(/Estimated/);
    const ar = orderSummaryText(weighedOrder(false), createTestI18n('ar').t, 'ar');
    expect(ar).toContain('الوزن ١٫٦٢ كجم');
    expect(ar).toContain('الإجمالي النهائي');
    const arEstimate = orderSummaryText(weighedOrder(true), createTestI18n('ar').t, 'ar');
    expect(arEstimate).toContain('١ × ١٫٥ كجم');
    expect(arEstimate).toContain('Cut in 8 · Without skin');
    expect(arEstimate).toContain('الإجمالي التقريبي (النهائي بعد الوزن)');
  });

  it('links to the shop number with the text encoded', () => {
    const url = whatsAppOrderUrl('01001234567', 'Total: 5 & more');
    expect(url).toBe('https://wa.me/201001234567?text=Total%3A%205%20%26%20more');
    expect(whatsAppOrderUrl(undefined, 'x')).toBeUndefined();
    expect(whatsAppOrderUrl('call us', 'x')).toBeUndefined();
  });
});
