import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { AuditEntry } from '@/contracts/audit';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import { auditEntryFixture } from '@tests/setup/shop-data-fixtures';
import type { AuditScreen as Screen } from './audit-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role: 'admin' } }, status: 'authenticated' }),
}));

let AuditScreen: typeof Screen;
beforeAll(async () => {
  ({ AuditScreen } = await import('./audit-screen'));
});

type Locale = 'en' | 'ar';

/** The screen over one entry, as the API answers in that language; the card and its text. */
async function shown(entry: AuditEntry, locale: Locale) {
  server.use(
    http.get('*/api/admin/audit', () =>
      HttpResponse.json({ success: true, message: 'OK', results: [entry], total: 1 }),
    ),
  );
  const view = renderWithShop(<AuditScreen />, { locale });
  const card = await screen.findByTestId('audit-entry');
  return {
    heading: within(card).getByRole('heading').textContent,
    text: card.textContent,
    card,
    unmount: view.unmount,
  };
}

// As the card writes it: kept on one line (word joiners after the hyphens).
const NUMBER = 'DP-\u2060261128-\u206000001';
const CODE_WORDS = /order\.|item\.|lines\.|weighed_weight|\btotal\b|\bstock\b|\bprice\b/;

/** A weighing as the server records it (order-weights-service.ts), named in each language. */
const weighing = (locale: Locale) =>
  auditEntryFixture({
    action: 'order.weights',
    entity: 'order',
    entity_id: 1,
    subject: {
      label: 'DP-261128-00001',
      unit_code: null,
      lines: {
        '1': { name: locale === 'ar' ? 'فراخ بيضا' : 'White chicken', position: 1 },
      },
    },
    before: { total: 932, 'lines.1.weighed_weight': null },
    after: { total: 940.41, 'lines.1.weighed_weight': 1.6 },
  });

const item = (locale: Locale, before: AuditEntry['before'], after: AuditEntry['after']) =>
  auditEntryFixture({
    subject: {
      label: locale === 'ar' ? 'بيض سمان' : 'Quail eggs',
      unit_code: 'tray',
      lines: {},
    },
    before,
    after,
  });

describe('the activity log reads as sentences', () => {
  it('a weighing: the order’s number, the total as money, the line’s product and its kg', async () => {
    const en = await shown(weighing('en'), 'en');
    expect(en.heading).toBe(`Recorded the weighed weights of order ${NUMBER}`);
    expect(en.text).toContain(`Total${formatMoney(932, 'en')} → ${formatMoney(940.41, 'en')}`);
    expect(en.text).toContain('Weighed weight of White chicken (line 1)(empty) → 1.6 kg');
    expect(
      within(en.card)
        .getByRole('link', { name: `Open order ${NUMBER}` })
        .getAttribute('href'),
    ).toBe('/dashboard/orders/1');
    en.unmount();

    const ar = await shown(weighing('ar'), 'ar');
    expect(ar.heading).toBe(`سجّل الأوزان الفعلية للطلب ${NUMBER}`);
    expect(ar.text).toContain(`الإجمالي${formatMoney(932, 'ar')} ← ${formatMoney(940.41, 'ar')}`);
    expect(ar.text).toContain('الوزن الفعلي: فراخ بيضا (الصنف رقم ١)(فاضي) ← ١٫٦ كجم');
    expect(ar.text).not.toMatch(CODE_WORDS);
    expect(ar.heading).not.toContain('رقم ١');
  });

  it('a status change: the order’s number and the steps by name, the date in the page’s digits', async () => {
    const move = (locale: Locale) =>
      auditEntryFixture({
        action: 'order.status',
        entity: 'order',
        entity_id: 1,
        subject: { label: 'DP-261128-00001', unit_code: null, lines: {} },
        before: { status: 'Pending' },
        after: { status: 'Processing', note: locale === 'ar' ? 'كلمنا العميل' : 'Called' },
      });
    const en = await shown(move('en'), 'en');
    expect(en.heading).toBe(`Moved order ${NUMBER} to another step`);
    expect(en.text).toContain('StatusPending → Processing');
    en.unmount();

    const ar = await shown(move('ar'), 'ar');
    expect(ar.heading).toBe(`نقل الطلب ${NUMBER} لخطوة تانية`);
    expect(ar.text).toContain('الحالةقيد الانتظار ← جارٍ التجهيز');
    expect(ar.text).toContain('ملاحظةكلمنا العميل');
    const at = formatDateTime('2026-11-25T09:30:00.000Z', 'ar');
    expect(at).toMatch(/[٠-٩]/);
    expect(ar.text).toContain(`Hany Admin (مدير) · ${at}`);
    expect(ar.text).not.toMatch(CODE_WORDS);
  });

  it('a stock edit: the product by name, the stock in its unit', async () => {
    const en = await shown(item('en', { stock: 12 }, { stock: 3 }), 'en');
    expect(en.heading).toBe('Edited product “Quail eggs”');
    expect(en.text).toContain('In stock12 trays → 3 trays');
    en.unmount();

    const ar = await shown(item('ar', { stock: 12 }, { stock: 3 }), 'ar');
    expect(ar.heading).toBe('عدّل المنتج «بيض سمان»');
    expect(ar.text).toContain('المتاح١٢ كرتونة ← ٣ كرتونة');
    expect(ar.text).not.toMatch(CODE_WORDS);
  });

  it('a price edit: both prices as money', async () => {
    const en = await shown(item('en', { price: 150 }, { price: 135.5 }), 'en');
    expect(en.text).toContain(`Price${formatMoney(150, 'en')} → ${formatMoney(135.5, 'en')}`);
    en.unmount();

    const ar = await shown(item('ar', { price: 150 }, { price: 135.5 }), 'ar');
    expect(ar.text).toContain(`السعر${formatMoney(150, 'ar')} ← ${formatMoney(135.5, 'ar')}`);
    expect(ar.text).toContain('ج.م.');
  });

  it('a product’s weights and choices, as kg and names in the reader’s language', async () => {
    const entry = item(
      'ar',
      { weight_options: '1, 1.5', options: 'cut: Whole / صحيحة (+0)' },
      { weight_options: '1, 1.5, 2', options: 'cut: Quarters / ٤ أرباع (+2.5)' },
    );
    const ar = await shown(entry, 'ar');
    expect(ar.text).toContain('الأوزان المتاحة١ كجم، ١٫٥ كجم ← ١ كجم، ١٫٥ كجم، ٢ كجم');
    expect(ar.text).toContain(
      `اختيارات التجهيزالتقطيع: صحيحة ← التقطيع: ٤ أرباع (+${formatMoney(2.5, 'ar')})`,
    );
    expect(ar.text).not.toMatch(/cut|Whole|weight_options/);
  });

  it('a weekday’s delivery rounds: the day by name, each round in words', async () => {
    const rounds = () =>
      auditEntryFixture({
        action: 'slots.update',
        entity: 'delivery_day',
        entity_id: 1,
        subject: null,
        before: { weekday: 1, rounds: '10:00-13:00 x15 -120min zones:all on' },
        after: { weekday: 1, rounds: '10:00-13:00 x20 -60min zones:[1,2] off' },
      });
    const en = await shown(rounds(), 'en');
    expect(en.heading).toBe('Changed the delivery rounds of Monday');
    expect(en.text).toContain('up to 20 orders, closes 60 min before, zones no. 1, 2, stopped');
    expect(
      within(en.card).getByRole('link', { name: 'Open delivery rounds' }).getAttribute('href'),
    ).toBe('/dashboard/delivery-slots');
    en.unmount();

    const ar = await shown(rounds(), 'ar');
    expect(ar.heading).toBe('غيّر مواعيد التوصيل يوم الاثنين');
    expect(ar.text).toContain('لحد ١٥ طلب، الاستقبال يقفل قبلها بـ١٢٠ دقيقة، كل المناطق، شغّال');
    expect(ar.text).not.toMatch(/zones|\dmin|x15|[0-9]/);
  });
});
