import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import { errorEnvelopeSchema } from '@/contracts/envelope';
import { formatDateTime } from '@/lib/format/date';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import { auditEntryFixture } from '@tests/setup/shop-data-fixtures';
import type { AuditScreen as Screen } from './audit-screen';

let role: Role = 'admin';
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role } }, status: 'authenticated' }),
}));

let AuditScreen: typeof Screen;
beforeAll(async () => {
  ({ AuditScreen } = await import('./audit-screen'));
});
beforeEach(() => {
  role = 'admin';
});

const page = (results: unknown[], total: number, number = 1) =>
  HttpResponse.json({ success: true, message: 'OK', results, total, page: number, limit: 20 });

const ENTRIES = [
  auditEntryFixture(),
  auditEntryFixture({
    id: 39,
    at: '2026-11-25T08:00:00.000Z',
    user: { id: 2, name: 'Sara Seller', role: 'seller' },
    action: 'order.status',
    entity: 'order',
    entity_id: 7,
    before: { status: 'Pending' },
    after: { status: 'Processing', note: 'Called the customer' },
  }),
  auditEntryFixture({
    id: 38,
    action: 'stock.count',
    entity: 'item',
    entity_id: 3,
    before: { shelf_code: 'A1' },
    after: { shelf_code: 'B2' },
  }),
];

describe('the activity log screen', () => {
  it('shows an admin who changed what and when, each field before → after, and narrows by kind', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        const entity = new URL(request.url).searchParams.get('entity') ?? '';
        asked.push(entity);
        return entity === 'order' ? page([ENTRIES[1]], 1) : page(ENTRIES, 3);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<AuditScreen />);
    const [edit, move, unknown] = await screen.findAllByTestId('audit-entry');
    const product = within(edit as HTMLElement);
    expect(product.getByRole('heading', { name: 'Edited product no. 12' })).toBeTruthy();
    expect(edit?.textContent).toContain(
      `Hany Admin (admin) · ${formatDateTime('2026-11-25T09:30:00.000Z', 'en')}`,
    );
    expect(edit?.textContent).toContain(
      `Price${formatMoney(150, 'en')} → ${formatMoney(135.5, 'en')}`,
    );
    expect(edit?.textContent).toContain('PublishedYes → No');
    expect(product.getByRole('link', { name: 'Open products' }).getAttribute('href')).toBe(
      '/dashboard/products',
    );

    const order = within(move as HTMLElement);
    expect(order.getByRole('heading', { name: 'Moved order no. 7 to another step' })).toBeTruthy();
    expect(move?.textContent).toContain('Sara Seller (seller)');
    expect(move?.textContent).toContain('StatusPending → Processing');
    expect(move?.textContent).toContain('NoteCalled the customer');
    expect(order.getByRole('link', { name: 'Open order no. 7' }).getAttribute('href')).toBe(
      '/dashboard/orders/7',
    );

    // An action the screen has no words for (none the server writes) still reads as a sentence;
    // a field without words shows its stored name.
    expect(within(unknown as HTMLElement).getByRole('heading').textContent).toBe(
      'Changed product no. 3',
    );
    expect(unknown?.textContent).toContain('shelf_codeA1 → B2');
    expect(screen.getByRole('status').textContent).toBe('Changes: 3');

    await user.click(screen.getByRole('combobox', { name: 'Show' }));
    await user.click(await screen.findByRole('option', { name: 'Orders' }));
    expect(await screen.findByText('Changes: 1')).toBeTruthy();
    expect(screen.getAllByTestId('audit-entry')).toHaveLength(1);
    expect(asked).toEqual(['', 'order']);
  });

  it('reads the shop details’ changes: facts, promises, branches and contacts, in both languages', async () => {
    const shopEntries = [
      auditEntryFixture({
        id: 50,
        action: 'shop_facts.update',
        entity: 'shop_facts',
        entity_id: 1,
        before: { area_en: 'Dakahlia' },
        after: { area_en: 'Dakahlia, Egypt' },
      }),
      auditEntryFixture({
        id: 51,
        action: 'promise.update',
        entity: 'promise',
        entity_id: 3,
        before: { title_en: 'Delivery' },
        after: { title_en: 'Delivery across Dakahlia' },
      }),
      auditEntryFixture({
        id: 52,
        action: 'branch.update',
        entity: 'branch',
        entity_id: 2,
        before: { phone: '0502245810' },
        after: { phone: '0502245811' },
      }),
      auditEntryFixture({
        id: 53,
        action: 'contact.update',
        entity: 'contact',
        entity_id: 7,
        before: { value_ar: null },
        after: { value_ar: 'شارع الجمهورية' },
      }),
    ];
    server.use(http.get('*/api/admin/audit', () => page(shopEntries, 4)));
    const { unmount } = renderWithShop(<AuditScreen />);
    const [facts, promise, branch, contact] = await screen.findAllByTestId('audit-entry');
    expect(
      within(facts as HTMLElement).getByRole('heading', {
        name: 'Edited the shop’s hours, about line or area',
      }),
    ).toBeTruthy();
    expect(facts?.textContent).toContain('Area name in EnglishDakahlia → Dakahlia, Egypt');
    expect(
      within(facts as HTMLElement)
        .getByRole('link', { name: 'Open shop details' })
        .getAttribute('href'),
    ).toBe('/dashboard/shop');
    expect(
      within(promise as HTMLElement).getByRole('heading', { name: 'Edited service promise no. 3' }),
    ).toBeTruthy();
    expect(promise?.textContent).toContain('Title in EnglishDelivery → Delivery across Dakahlia');
    expect(
      within(branch as HTMLElement).getByRole('heading', { name: 'Edited branch no. 2' }),
    ).toBeTruthy();
    expect(branch?.textContent).toContain('Phone0502245810 → 0502245811');
    expect(
      within(contact as HTMLElement).getByRole('heading', { name: 'Edited contact no. 7' }),
    ).toBeTruthy();
    expect(contact?.textContent).toContain('Value in Arabic');
    unmount();

    renderWithShop(<AuditScreen />, { locale: 'ar' });
    const headings = (await screen.findAllByTestId('audit-entry')).map(
      (card) => within(card).getByRole('heading').textContent,
    );
    expect(headings).toEqual([
      'عدّل مواعيد المحل أو النبذة أو المنطقة',
      'عدّل وعد الخدمة رقم ٣',
      'عدّل الفرع رقم ٢',
      'عدّل وسيلة التواصل رقم ٧',
    ]);
  });

  it('reads the search words’ changes: the words added or deleted, as words', async () => {
    const terms = JSON.stringify(['كبدة', 'كبد', 'liver']);
    server.use(
      http.get('*/api/admin/audit', () =>
        page(
          [
            auditEntryFixture({
              id: 61,
              action: 'search_synonym.delete',
              entity: 'search_synonym',
              entity_id: 4,
              before: { terms },
              after: {},
            }),
            auditEntryFixture({
              id: 60,
              action: 'search_synonym.create',
              entity: 'search_synonym',
              entity_id: 4,
              before: {},
              after: { terms },
            }),
          ],
          2,
        ),
      ),
    );
    const { unmount } = renderWithShop(<AuditScreen />);
    const [deleted, added] = await screen.findAllByTestId('audit-entry');
    expect(
      within(added as HTMLElement).getByRole('heading', {
        name: 'Added search words group no. 4',
      }),
    ).toBeTruthy();
    expect(added?.textContent).toContain('Wordsكبدة, كبد, liver');
    expect(
      within(added as HTMLElement)
        .getByRole('link', { name: 'Open search words' })
        .getAttribute('href'),
    ).toBe('/dashboard/search-words');
    expect(deleted?.textContent).toContain('Deleted search words group no. 4');
    expect(deleted?.textContent).toContain('Wordsكبدة, كبد, liver → (empty)');
    unmount();

    renderWithShop(<AuditScreen />, { locale: 'ar' });
    const [arabic] = await screen.findAllByTestId('audit-entry');
    expect(within(arabic as HTMLElement).getByRole('heading').textContent).toBe(
      'حذف مجموعة كلمات البحث رقم ٤',
    );
    expect(arabic?.textContent).toContain('كبدة، كبد، liver');
  });

  it('reads a look through the customer list: who, the search, the page and the rows, in both languages', async () => {
    const read = auditEntryFixture({
      id: 70,
      user: { id: 2, name: 'Sara Seller', role: 'seller' },
      action: 'customers.list',
      entity: 'customer',
      entity_id: 0,
      before: {},
      after: { q: '010', page: 2, limit: 20, rows: 7 },
    });
    server.use(http.get('*/api/admin/audit', () => page([read], 1)));
    const { unmount } = renderWithShop(<AuditScreen />);
    const card = await screen.findByTestId('audit-entry');
    expect(
      within(card).getByRole('heading', { name: 'Looked through the customer list' }),
    ).toBeTruthy();
    expect(card.textContent).toContain('Sara Seller (seller)');
    expect(card.textContent).toContain('Search010');
    expect(card.textContent).toContain('Page2');
    expect(card.textContent).toContain('Customers shown7');
    expect(within(card).getByRole('link', { name: 'Open customers' }).getAttribute('href')).toBe(
      '/dashboard/customers',
    );
    unmount();

    renderWithShop(<AuditScreen />, { locale: 'ar' });
    const arabic = await screen.findByTestId('audit-entry');
    expect(within(arabic).getByRole('heading').textContent).toBe('اطّلع على قائمة العملاء');
    expect(arabic.textContent).toContain('العملاء المعروضون٧');
  });

  it('pages through a long log', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/audit', ({ request }) => {
        const number = Number(new URL(request.url).searchParams.get('page') ?? '1');
        asked.push(String(number));
        return page([auditEntryFixture({ id: number, entity_id: 100 + number })], 45, number);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<AuditScreen />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('heading', { name: 'Edited product no. 102' })).toBeTruthy();
    expect(asked).toEqual(['1', '2']);
  });

  it('tells a seller in words that only an admin can read the log', async () => {
    role = 'seller';
    server.use(
      http.get('*/api/admin/audit', () =>
        HttpResponse.json(
          errorEnvelopeSchema.parse({
            success: false,
            message: 'Only the shop’s admin can do this. Ask an admin to make the change.',
          }),
          { status: 403 },
        ),
      ),
    );
    renderWithShop(<AuditScreen />);
    expect((await screen.findByTestId('audit-admin-only')).textContent).toBe(
      'Only the shop’s admin can read the activity log. Ask an admin if you need to know who changed something.',
    );
    expect(screen.queryByTestId('audit-entry')).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Show' })).toBeNull();
  });

  it('reads in Arabic, the change written right to left', async () => {
    server.use(http.get('*/api/admin/audit', () => page([ENTRIES[0]], 1)));
    renderWithShop(<AuditScreen />, { locale: 'ar' });
    const card = await screen.findByTestId('audit-entry');
    expect(within(card).getByRole('heading', { name: 'عدّل المنتج رقم ١٢' })).toBeTruthy();
    expect(card.textContent).toContain('معروض في المحلأيوه ← لأ');
    expect(card.textContent).toContain('Hany Admin (مدير)');
  });
});
