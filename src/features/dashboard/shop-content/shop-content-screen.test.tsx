import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { staffShopContent } from '@mocks/fixtures/staff/shop-content';
import { staffShopContentHandlers, type ShopContentSent } from '@mocks/handlers/staff-shop-content';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import { renderWithShop } from '@tests/setup/render';
import type { ShopContentScreen as Screen } from './shop-content-screen';

let role: Role = 'admin';
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role } }, status: 'authenticated' }),
}));

let ShopContentScreen: typeof Screen;
beforeAll(async () => {
  ({ ShopContentScreen } = await import('./shop-content-screen'));
});
beforeEach(() => {
  role = 'admin';
});

const cards = () => screen.findAllByTestId('shop-content-card');
const card = async (name: string): Promise<HTMLElement | undefined> =>
  (await cards()).find((article) => within(article).queryByRole('heading', { name }));

describe('the shop details screen', () => {
  it('shows the facts, promises, branches and contacts in both languages, each with Edit', async () => {
    server.use(...staffShopContentHandlers(staffShopContent()));
    renderWithShop(<ShopContentScreen />);
    expect(await cards()).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'Shop details' })).toBeTruthy();
    const facts = await card('Opening hours, about line and area');
    expect(facts?.textContent).toContain(
      'Opening hours in EnglishEvery day 9 am to 10 pm; Friday from 1 pm, after the prayer',
    );
    expect(
      within(facts as HTMLElement)
        .getByText('الدقهلية، مصر')
        .getAttribute('dir'),
    ).toBe('rtl');
    const talkha = await card('Talkha branch');
    expect(talkha?.textContent).toContain('Phone (digits only)01211457890');
    // A branch has no hours of its own: the card says it keeps the shop's.
    expect(talkha?.textContent).toContain(
      'Open in the shop’s hours: Every day 9 am to 10 pm; Friday from 1 pm, after the prayer.',
    );
    const address = await card('Head branch');
    expect(address?.textContent).toContain('TypeAddress');
    expect(address?.textContent).toContain('Address in Arabicشارع الجمهورية، المنصورة، الدقهلية');
    expect((await card('Call to order'))?.textContent).not.toContain('Address in Arabic');
    expect(screen.getAllByRole('button', { name: /^Edit / })).toHaveLength(8);
    expect((await card('How long complaints are taken'))?.textContent).toContain(
      'Complaints accepted for48 hours after delivery',
    );
    expect(screen.queryByTestId('shop-admin-only')).toBeNull();
  });

  it('reads in Arabic, right to left, the titles in Arabic', async () => {
    server.use(...staffShopContentHandlers(staffShopContent()));
    renderWithShop(<ShopContentScreen />, { locale: 'ar' });
    expect(await cards()).toHaveLength(8);
    expect(screen.getByRole('heading', { level: 1, name: 'بيانات المحل' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'وعود الخدمة' })).toBeTruthy();
    const promise = await card('دبيحة يومية');
    expect(promise?.textContent).toContain('السطر بالإنجليزيةSlaughtered the morning it is sold');
    expect(
      within(promise as HTMLElement)
        .getByText('Slaughtered daily')
        .getAttribute('dir'),
    ).toBe('ltr');
    expect(screen.getByRole('button', { name: 'تعديل فرع طلخا' })).toBeTruthy();
    // Each text in its own direction, whatever the page's: the Arabic right to left.
    expect(
      within(promise as HTMLElement)
        .getByText('بتتدبح صباح يوم البيع')
        .getAttribute('dir'),
    ).toBe('rtl');
  });

  it('lets an admin change a promise: the call carries what the form holds', async () => {
    const sent: ShopContentSent = [];
    server.use(...staffShopContentHandlers(staffShopContent(), sent));
    const user = userEvent.setup();
    renderWithShop(<ShopContentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Slaughtered daily' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Slaughtered daily' });
    const title = within(dialog).getByRole('textbox', { name: 'Title in English' });
    await user.clear(title);
    await user.type(title, 'Slaughtered every morning');
    const line = within(dialog).getByRole('textbox', { name: 'Line in Arabic' });
    await user.clear(line);
    await user.type(line, 'دبيحة الصبح');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Every page of the shop shows the change now.',
    );
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      {
        path: '/admin/promises/1',
        body: {
          title_ar: 'دبيحة يومية',
          title_en: 'Slaughtered every morning',
          subtitle_ar: 'دبيحة الصبح',
          subtitle_en: 'Slaughtered the morning it is sold',
        },
      },
    ]);
    // SWR fetched the screen again: the card shows the new title.
    expect(await card('Slaughtered every morning')).toBeTruthy();
  });

  it('checks a branch phone before sending, and puts a server’s refusal under its field', async () => {
    const sent: ShopContentSent = [];
    server.use(...staffShopContentHandlers(staffShopContent(), sent));
    const user = userEvent.setup();
    renderWithShop(<ShopContentScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Talkha branch' }));
    let dialog = await screen.findByRole('dialog');
    expect(dialog.textContent).toContain('Every branch keeps the shop’s one set of opening hours');
    const phone = within(dialog).getByRole('textbox', { name: 'Phone (digits only)' });
    await user.clear(phone);
    await user.type(phone, '012-11');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Enter the phone number in digits only, 6 to 15 of them.'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));

    server.use(
      http.post('*/api/admin/contacts/7', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Please check the highlighted fields.',
            errors: { value_ar: 'Remove the markup (< or >) from this text.' },
          },
          { status: 400 },
        ),
      ),
    );
    await user.click(await screen.findByRole('button', { name: 'Edit Head branch' }));
    dialog = await screen.findByRole('dialog', { name: 'Edit Head branch' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const arabic = within(dialog).getByRole('textbox', { name: 'Address in Arabic' });
    expect(
      await within(dialog).findByText('Remove the markup (< or >) from this text.'),
    ).toBeTruthy();
    expect(arabic.getAttribute('aria-invalid')).toBe('true');
    const helper = document.getElementById(arabic.getAttribute('aria-describedby') ?? '');
    expect(helper?.textContent).toBe('Remove the markup (< or >) from this text.');
    expect(within(dialog).getByRole('alert').textContent).toBe(
      'Please check the highlighted fields.',
    );
  });

  it('lets an admin set how long after delivery complaints are taken, typed in any digits', async () => {
    const sent: ShopContentSent = [];
    server.use(...staffShopContentHandlers(staffShopContent(), sent));
    const user = userEvent.setup();
    renderWithShop(<ShopContentScreen />);
    await user.click(
      await screen.findByRole('button', { name: 'Edit How long complaints are taken' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'How long complaints are taken' });
    const hours = within(dialog).getByRole('textbox', {
      name: 'Hours after delivery a customer may complain',
    });
    expect((hours as HTMLInputElement).value).toBe('48');
    await user.clear(hours);
    await user.type(hours, '0');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Must be at least 1.')).toBeTruthy();
    await user.clear(hours);
    await user.type(hours, '٧٢');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect((await screen.findByRole('status')).textContent).toBe(
      'Saved. Customers can complain for that long after delivery from now on.',
    );
    expect(sent).toEqual([{ path: '/admin/shop-facts', body: { complaint_window_hours: 72 } }]);
    expect((await card('How long complaints are taken'))?.textContent).toContain('72 hours');
  });

  it('shows a seller the details to read, and says only an admin may change them', async () => {
    role = 'seller';
    server.use(...staffShopContentHandlers(staffShopContent()));
    renderWithShop(<ShopContentScreen />, { locale: 'ar' });
    expect(await cards()).toHaveLength(8);
    expect(screen.getByTestId('shop-admin-only').textContent).toBe(
      'تعديل بيانات المحل للمدير فقط. اطلب من مدير المتجر تغيير المواعيد أو وعد خدمة أو فرع أو وسيلة تواصل.',
    );
    expect(screen.queryByRole('button', { name: /تعديل/ })).toBeNull();
    expect((await card('مدة قبول الشكاوى'))?.textContent).toContain(
      'الشكاوى مقبولة لحد٤٨ ساعة بعد التوصيل',
    );
  });
});
