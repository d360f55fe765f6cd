import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import type { StaffMember } from '@/contracts/staff-accounts';
import { renderWithShop } from '@tests/setup/render';
import type { StaffScreen as Screen } from './staff-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 1, role: 'admin' } }, status: 'authenticated' }),
}));

let StaffScreen: typeof Screen;
beforeAll(async () => {
  ({ StaffScreen } = await import('./staff-screen'));
});

const ok = (results: unknown, message = 'OK') =>
  HttpResponse.json({ success: true, message, results });

const ADMIN: StaffMember = {
  id: 1,
  name: 'Head Admin',
  username: 'owner@example.com',
  phone: '01000000001',
  role: 'admin',
  is_active: true,
};
const DRIVER: StaffMember = {
  id: 7,
  name: 'Karim Driver',
  username: '01012345678',
  phone: '01012345678',
  role: 'driver',
  is_active: false,
};

/** The list, and the two writes, which record what they were sent. */
function serveStaff(sent: { path: string; body: unknown }[]) {
  let staff = [ADMIN, DRIVER];
  server.use(
    http.get('*/api/admin/staff', () => ok(staff)),
    http.post('*/api/admin/staff/new', async ({ request }) => {
      const body = (await request.json()) as Omit<StaffMember, 'id' | 'is_active'>;
      sent.push({ path: 'new', body });
      if (body.username === '01000000003') {
        return HttpResponse.json(
          {
            success: false,
            message: 'This username is already registered.',
            errors: { username: 'This username is already registered.' },
          },
          { status: 409 },
        );
      }
      const added: StaffMember = { ...body, id: 9, is_active: true };
      staff = [...staff, added];
      return ok(added, 'The staff account was added.');
    }),
    http.post('*/api/admin/staff/7', async ({ request }) => {
      const body = (await request.json()) as Partial<StaffMember>;
      sent.push({ path: '7', body });
      const changed = { ...DRIVER, ...body };
      staff = [ADMIN, changed];
      return ok(changed, 'The staff account was saved.');
    }),
  );
}

describe('the staff screen', () => {
  it('lists each account with its role and whether it can sign in, the admin’s own marked', async () => {
    serveStaff([]);
    renderWithShop(<StaffScreen />);
    const [admin, driver] = await screen.findAllByTestId('staff-card');
    expect(admin?.textContent).toContain('Admin');
    expect(admin?.textContent).toContain('You');
    expect(admin?.textContent).toContain('Can sign in');
    expect(driver?.textContent).toContain('Driver');
    expect(driver?.textContent).toContain('Switched off');
    expect(driver?.textContent).not.toContain('You');
  });

  it('adds a seller, the phone typed in Arabic digits, and shows a taken username on its field', async () => {
    const sent: { path: string; body: unknown }[] = [];
    serveStaff(sent);
    const user = userEvent.setup();
    renderWithShop(<StaffScreen />);
    await user.click(await screen.findByRole('button', { name: 'Add a staff member' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a staff member' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Mona Seller');
    const username = within(dialog).getByRole('textbox', {
      name: 'Username (mobile number or e-mail)',
    });
    await user.type(username, '01000000003');
    await user.type(within(dialog).getByRole('textbox', { name: 'Mobile number' }), '٠١٠٩٨٧٦٥٤٣٢');
    await user.type(
      within(dialog).getByLabelText(/^Password/, { selector: 'input' }),
      'handed-over-1',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add a staff member' }));
    // On the field (and in the form's alert, as every refused form says it).
    expect(
      await within(dialog).findByText('This username is already registered.', { selector: 'p' }),
    ).toBeTruthy();

    await user.clear(username);
    await user.type(username, '01098765432');
    await user.click(within(dialog).getByRole('button', { name: 'Add a staff member' }));
    expect(await screen.findByText('Mona Seller was added.')).toBeTruthy();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(sent.at(-1)).toEqual({
      path: 'new',
      body: {
        name: 'Mona Seller',
        username: '01098765432',
        phone: '01098765432',
        password: 'handed-over-1',
        role: 'seller',
      },
    });
  });

  it('switches an account back on without a password, and leaves the admin’s own role alone', async () => {
    const sent: { path: string; body: unknown }[] = [];
    serveStaff(sent);
    const user = userEvent.setup();
    renderWithShop(<StaffScreen />);
    await user.click(await screen.findByRole('button', { name: 'Edit Head Admin' }));
    const own = await screen.findByRole('dialog', { name: 'Edit Head Admin' });
    expect(within(own).queryByRole('switch')).toBeNull();
    expect(within(own).queryByRole('combobox', { name: /Role/ })).toBeNull();
    await user.click(within(own).getByRole('button', { name: 'Cancel' }));

    await user.click(await screen.findByRole('button', { name: 'Edit Karim Driver' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Karim Driver' });
    await user.click(within(dialog).getByRole('switch', { name: 'Can sign in' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Karim Driver was saved.')).toBeTruthy();
    expect(sent).toEqual([
      {
        path: '7',
        body: { name: 'Karim Driver', phone: '01012345678', role: 'driver', is_active: true },
      },
    ]);
  });
});
