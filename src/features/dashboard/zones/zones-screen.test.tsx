import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import type { StaffDeliveryZone } from '@/contracts/delivery-zones';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import { zoneFixture } from '@tests/setup/shop-data-fixtures';
import type { ZonesScreen as Screen } from './zones-screen';

let role: Role = 'admin';
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role } }, status: 'authenticated' }),
}));

let ZonesScreen: typeof Screen;
beforeAll(async () => {
  ({ ZonesScreen } = await import('./zones-screen'));
});
beforeEach(() => {
  role = 'admin';
});

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results, total: 2, page: 1, limit: 10_000 });

const ZONES = [
  zoneFixture(),
  zoneFixture({ id: 5, area: 'Sherbin', fee: 35, min_order: 150, is_active: false }),
];

/** The zones list, and a write that answers with the zone as changed. */
function serveZones(sent: unknown[]) {
  let zones: StaffDeliveryZone[] = ZONES;
  server.use(
    http.get('*/api/admin/delivery-zones', () => ok(zones)),
    http.post('*/api/admin/delivery-zones/2', async ({ request }) => {
      const body = (await request.json()) as { fee: number; names: { area_en: string } };
      sent.push(body);
      const changed = zoneFixture({
        fee: body.fee,
        area: body.names.area_en,
        area_en: body.names.area_en,
      });
      zones = [changed, ...zones.slice(1)];
      return ok(changed, 'The delivery zone was saved.');
    }),
    http.get('*/api/app_settings/delivery_charges', () => ok([])),
  );
}

describe('the delivery zones screen', () => {
  it('lets an admin change a zone’s fee, typed in Arabic digits, and names', async () => {
    const sent: unknown[] = [];
    serveZones(sent);
    const user = userEvent.setup();
    renderWithShop(<ZonesScreen />);
    const [talkha, sherbin] = await screen.findAllByTestId('zone-card');
    expect(talkha?.textContent).toContain(formatMoney(20, 'en'));
    expect(talkha?.textContent).toContain('None');
    expect(sherbin?.textContent).toContain('Switched off');
    expect(sherbin?.textContent).toContain(formatMoney(150, 'en'));
    expect(screen.queryByTestId('zones-admin-only')).toBeNull();

    await user.click(within(talkha as HTMLElement).getByRole('button', { name: 'Edit Talkha' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Talkha' });
    const fee = within(dialog).getByRole('textbox', { name: 'Delivery fee (EGP)' });
    await user.clear(fee);
    await user.type(fee, '٢٢٫٥');
    const area = within(dialog).getByRole('textbox', { name: 'Area name in English' });
    await user.clear(area);
    await user.type(area, 'Talkha city');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByText('Talkha city was saved.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent).toEqual([
      {
        fee: 22.5,
        min_order: 0,
        is_active: true,
        names: {
          area_ar: 'طلخا',
          area_en: 'Talkha city',
          eta_ar: 'في نفس اليوم، خلال ٢–٤ ساعات',
          eta_en: 'Same day, 2–4 hours',
        },
      },
    ]);
    expect((await screen.findAllByTestId('zone-card'))[0]?.textContent).toContain(
      formatMoney(22.5, 'en'),
    );
  });

  it('checks the amounts before sending: whole piastres, nothing below zero', async () => {
    const sent: unknown[] = [];
    serveZones(sent);
    const user = userEvent.setup();
    renderWithShop(<ZonesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Talkha' }));
    const dialog = await screen.findByRole('dialog');
    const fee = within(dialog).getByRole('textbox', { name: 'Delivery fee (EGP)' });
    await user.clear(fee);
    await user.type(fee, '12.345');
    const minimum = within(dialog).getByRole('textbox', {
      name: 'Minimum order (EGP, 0 for none)',
    });
    await user.clear(minimum);
    await user.type(minimum, '-5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Use at most two decimals (piastres), e.g. 25.50.'),
    ).toBeTruthy();
    expect(within(dialog).getByText('Enter an amount in pounds, e.g. 25 or 25.50.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('shows the server’s refusal in the dialog when the account may no longer change zones', async () => {
    server.use(
      http.get('*/api/admin/delivery-zones', () => ok(ZONES)),
      http.post('*/api/admin/delivery-zones/2', () =>
        HttpResponse.json(
          {
            success: false,
            message: 'Only the shop’s admin can do this. Ask an admin to make the change.',
          },
          { status: 403 },
        ),
      ),
    );
    const user = userEvent.setup();
    renderWithShop(<ZonesScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Talkha' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Only the shop’s admin can do this. Ask an admin to make the change.',
    );
  });

  it('shows a seller the zones to read, and says only an admin may change them', async () => {
    role = 'seller';
    serveZones([]);
    renderWithShop(<ZonesScreen />, { locale: 'ar' });
    expect(await screen.findAllByTestId('zone-card')).toHaveLength(2);
    expect(screen.getByTestId('zones-admin-only').textContent).toBe(
      'تعديل مناطق التوصيل للمدير فقط. اطلب من مدير المتجر تغيير الرسوم أو الحد الأدنى أو المنطقة.',
    );
    expect(screen.queryByRole('button', { name: /تعديل/ })).toBeNull();
  });
});
