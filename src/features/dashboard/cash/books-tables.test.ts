import { describe, expect, it } from '@jest/globals';
import type { CashDay } from '@/contracts/driver-rounds';
import { createTestI18n } from '@tests/setup/i18n';
import { staffOrderFixture } from '@tests/setup/order-fixture';
import { bookFileName, cashTable, linesTable, ordersTable } from './books-tables';
import { buildCsv, CSV_BOM } from './csv';

const en = createTestI18n('en').t;
const ar = createTestI18n('ar').t;

const ORDER = staffOrderFixture('Delivered', {
  // 21:30 UTC is 23:30 in Cairo: the books say it was placed on the 29th, as the shop does.
  created_at: '2026-11-29T21:30:00.000Z',
  slot: { id: 4, date: '2026-11-30', from: '16:00', to: '19:00' },
  customer: { name: 'منى "أم أحمد" حسن', phone: '٠١٠١٢٣٤٥٦٧٨' },
  notes: 'رن الجرس مرتين,\nوبعدين كلمني',
  items: [
    {
      ...staffOrderFixture().items[0]!,
      name: 'Duck',
      qty: 2,
      weight: 1.5,
      weighed_weight: 3.1,
      unit_price: 330,
      line_total: 1023,
      options: [
        { id: 1, group: 'cut', name: 'Quartered', price_delta: 0 },
        { id: 2, group: 'service', name: 'Cleaned', price_delta: 10 },
      ],
    },
  ],
  subtotal: 1023,
  delivery_charge: 25.5,
  total: 1048.5,
});

const CLOSED: CashDay = {
  driver: { id: 7, name: 'Karim' },
  date: '2026-11-30',
  expected: 500,
  received: 480.5,
  handed_over: 480.5,
  difference: -19.5,
  delivered: 4,
  failed: 1,
  open_stops: 0,
  closed: true,
  closed_at: '2026-11-30T17:05:00.000Z',
};
const OPEN: CashDay = {
  ...CLOSED,
  driver: { id: 8, name: 'Sayed' },
  handed_over: null,
  difference: 0,
  closed: false,
  closed_at: null,
  open_stops: 2,
};

describe('the orders file', () => {
  it('has English headers and one record per order, dates and times in Cairo', () => {
    const table = ordersTable([ORDER], en);
    expect(table.header.slice(0, 5)).toEqual([
      'Delivery day',
      'Order number',
      'Placed on',
      'Placed at',
      'Status',
    ]);
    const [row] = table.rows;
    expect(row?.slice(0, 5)).toEqual([
      '2026-11-30',
      'DP-261126-00041',
      '2026-11-29',
      '23:30',
      'Delivered',
    ]);
    expect(row).toContainEqual({ egp: 1048.5 });
    expect(row).toContain('16:00-19:00');
    expect(row).toContain('El Gomhoreya Street, Building 12, Floor 3, Flat 7, Mansoura');
  });

  it('is written in Arabic with ASCII digits, quoted where a name or note needs it', () => {
    const text = buildCsv(ordersTable([ORDER], ar));
    const [header, record] = text.slice(CSV_BOM.length).split('\r\n');
    expect(header?.startsWith('يوم التوصيل,رقم الطلب,تاريخ الطلب,وقت الطلب,الحالة,العميل')).toBe(
      true,
    );
    expect(record).toContain(',تم التوصيل,"منى ""أم أحمد"" حسن",01012345678,');
    expect(record).toContain(',1023.00,25.50,1048.50,لأ,"رن الجرس مرتين,\nوبعدين كلمني"');
    expect(text).not.toMatch(/[٠-٩]/);
  });
});

describe('the order lines file', () => {
  it('has one record per line with its weights, choices and prices', () => {
    const table = linesTable([ORDER, { ...ORDER, number: 'DP-2', items: [] }], en);
    expect(table.header).toEqual([
      'Delivery day',
      'Order number',
      'Order status',
      'Item',
      'Preparation',
      'Unit',
      'Quantity',
      'Weight each (kg)',
      'Weighed (kg)',
      'Unit price (EGP)',
      'Line total (EGP)',
      'Estimate (not weighed yet)',
    ]);
    expect(table.rows).toEqual([
      [
        '2026-11-30',
        'DP-261126-00041',
        'Delivered',
        'Duck',
        'Quartered, Cleaned',
        'kg',
        2,
        1.5,
        3.1,
        { egp: 330 },
        { egp: 1023 },
        'No',
      ],
    ]);
  });
});

describe('the cash file', () => {
  it('has one record per driver and day; an open day has no amount handed over', () => {
    const text = buildCsv(cashTable([CLOSED, OPEN], en));
    expect(text.slice(CSV_BOM.length).split('\r\n')).toEqual([
      'Day,Driver,Expected (EGP),Received (EGP),Handed over (EGP),Difference (EGP),Delivered,Not delivered,Still out,Status,Closed on,Closed at',
      '2026-11-30,Karim,500.00,480.50,480.50,-19.50,4,1,0,Closed,2026-11-30,19:05',
      '2026-11-30,Sayed,500.00,480.50,,0.00,4,1,2,Open,,',
      '',
    ]);
  });

  it('speaks Arabic in its headers and words', () => {
    const table = cashTable([CLOSED], ar);
    expect(table.header.slice(0, 3)).toEqual(['اليوم', 'المندوب', 'المفروض (جنيه)']);
    expect(table.rows[0]).toContain('مقفول');
  });
});

describe('the file’s name', () => {
  it('names its kind and its day, or its first and last days', () => {
    expect(bookFileName('orders', '2026-11-30', '2026-11-30')).toBe('orders-2026-11-30.csv');
    expect(bookFileName('cash', '2026-11-01', '2026-11-30')).toBe(
      'cash-2026-11-01-to-2026-11-30.csv',
    );
  });
});
