import { describe, expect, it } from '@jest/globals';
import type { StaffOrder } from '@/contracts/order';
import { createTestI18n } from '@tests/setup/i18n';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { packingSlipText } from './packing-slip-text';

const SHOP = { name: 'Dakahlia Poultry', phone: '01001234567' };

function order(overrides: Partial<StaffOrder> = {}): StaffOrder {
  const base = staffOrderFixture('Processing', {
    number: 'DP-261126-00041',
    notes: 'Cut in 8, no skin',
  });
  const [line] = base.items;
  return {
    ...base,
    items: line
      ? [
          { ...line, qty: 2, line_total: 660 },
          {
            ...line,
            id: 2,
            item_id: 9,
            name: 'Farm eggs',
            unit: 'tray',
            price: 180,
            qty: 1,
            line_total: 180,
          },
        ]
      : [],
    subtotal: 840,
    delivery_charge: 25,
    total: 865,
    address: { ...base.address, landmark: 'Opposite the pharmacy', notes: 'Ring twice' },
    ...overrides,
  };
}

describe('the packing slip as text', () => {
  it('says, in English, who, where, what and how much to collect, in the slip’s order', () => {
    const text = packingSlipText(order(), createTestI18n('en').t, 'en', SHOP);
    expect(text.split('\n')).toEqual([
      'Dakahlia Poultry · 01001234567',
      'Order DP-261126-00041',
      expect.stringMatching(/^Placed: Nov 26, 2026, 10:00\s?AM$/),
      '————————',
      'Customer: Mona Hassan, 01012345678',
      'Zone: Mansoura',
      'Address: El Gomhoreya Street, Building 12, Floor 3, Flat 7, Mansoura',
      'Landmark: Opposite the pharmacy',
      'Address notes: Ring twice',
      '————————',
      '• 2 kg Duck breast = EGP\u00a0660',
      '• 1 tray Farm eggs = EGP\u00a0180',
      '————————',
      'Notes: Cut in 8, no skin',
      'Subtotal: EGP\u00a0840',
      'Delivery: EGP\u00a025',
      'Total to collect: EGP\u00a0865',
    ]);
  });

  it('writes Arabic with Arabic-Indic digits, the shop’s Arabic name and Arabic separators', () => {
    const text = packingSlipText(order(), createTestI18n('ar').t, 'ar', {
      ...SHOP,
      name: 'دواجن الدقهلية',
    });
    const lines = text.split('\n');
    expect(lines[0]).toBe('دواجن الدقهلية · 01001234567');
    expect(lines[1]).toBe('الطلب DP-261126-00041');
    expect(lines).toContain('العميل: Mona Hassan، 01012345678');
    expect(lines).toContain('العنوان: El Gomhoreya Street، عمارة 12، الدور 3، شقة 7، Mansoura');
    expect(lines).toContain('علامة مميزة: Opposite the pharmacy');
    expect(text).toMatch(/• ٢ kg Duck breast = \u200f?٦٦٠\sج\.م\./);
    expect(lines.at(-1)).toMatch(/^المطلوب تحصيله: \u200f?٨٦٥\sج\.م\.\u200f?$/);
    expect(text).not.toMatch(/[0-9]{3}\sج/);
  });

  it('names a recipient who is not the customer, and leaves out what the order does not have', () => {
    const plain = order({
      notes: '',
      address: {
        ...order().address,
        recipient: 'Hoda Hassan',
        phone: '01198765432',
        landmark: '',
        notes: '',
        floor: '',
        apartment: '',
      },
    });
    const text = packingSlipText(plain, createTestI18n('en').t, 'en', SHOP);
    expect(text).toContain('Receives it: Hoda Hassan, 01198765432');
    expect(text).toContain('Address: El Gomhoreya Street, Building 12, Mansoura');
    expect(text).not.toMatch(/Landmark|Address notes|Notes:|Floor/);
  });
});
