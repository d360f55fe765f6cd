import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { server } from '@mocks/node';
import { formatMoney } from '@/lib/format/money';
import { renderWithShop } from '@tests/setup/render';
import { customerFixture } from '@tests/setup/shop-data-fixtures';
import type { CustomersScreen as Screen } from './customers-screen';

jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({ data: { user: { id: 2, role: 'seller' } }, status: 'authenticated' }),
}));

let CustomersScreen: typeof Screen;
beforeAll(async () => {
  ({ CustomersScreen } = await import('./customers-screen'));
});

const page = (results: unknown[], total: number, number = 1) =>
  HttpResponse.json({ success: true, message: 'OK', results, total, page: number, limit: 20 });

describe('the customers screen', () => {
  it('shows each customer in clear, as an admin reads them, with ways to call, WhatsApp and see their orders', async () => {
    server.use(
      http.get('*/api/admin/customers', () =>
        page(
          [
            customerFixture(),
            customerFixture({
              id: 8,
              name: 'Karim Adel',
              username: 'karim@example.com',
              phone: '01123456789',
              orders_count: 0,
              last_order_at: null,
              total_spent: 0,
            }),
          ],
          2,
        ),
      ),
    );
    renderWithShop(<CustomersScreen />);
    const [mona, karim] = await screen.findAllByTestId('customer-card');
    const first = within(mona as HTMLElement);
    expect(mona?.textContent).toContain('Orders3');
    expect(mona?.textContent).toContain(formatMoney(710.5, 'en'));
    expect(first.getByRole('link', { name: 'Call Mona Hassan' }).getAttribute('href')).toBe(
      'tel:01012345678',
    );
    expect(first.getByRole('link', { name: 'WhatsApp Mona Hassan' }).getAttribute('href')).toBe(
      'https://wa.me/201012345678',
    );
    expect(first.getByRole('link', { name: 'See Mona Hassan’s orders' }).getAttribute('href')).toBe(
      '/dashboard/orders?q=01012345678',
    );
    expect(karim?.textContent).toContain('Last orderNone yet');
    expect(karim?.textContent).toContain('Username: karim@example.com');
    expect(within(karim as HTMLElement).queryByRole('link', { name: /orders/ })).toBeNull();
    expect(screen.getByRole('status').textContent).toBe('Customers found: 2');
  });

  it('shows a seller masked numbers, no spend, and the latest order to call from', async () => {
    const seen = {
      masked: true,
      username: '010•••••678',
      phone: '010•••••678',
      email: 'mo•••@example.com',
      total_spent: null,
    };
    server.use(
      http.get('*/api/admin/customers', () =>
        page(
          [
            customerFixture(seen),
            customerFixture({
              ...seen,
              id: 8,
              name: 'Karim Adel',
              username: 'ka•••@example.com',
              phone: '011•••••789',
              orders_count: 0,
              last_order_at: null,
              latest_order_id: null,
            }),
          ],
          2,
        ),
      ),
    );
    renderWithShop(<CustomersScreen />);
    const [mona, karim] = await screen.findAllByTestId('customer-card');
    const first = within(mona as HTMLElement);
    expect(mona).toHaveTextContent('010•••••678');
    expect(mona).not.toHaveTextContent('Paid on delivery');
    expect(first.getByText(/Their full number is on their orders/)).toBeVisible();
    expect(
      first
        .getByRole('link', { name: 'Open Mona Hassan’s latest order, to call or WhatsApp them' })
        .getAttribute('href'),
    ).toBe('/dashboard/orders/41');
    // No link dials, messages or searches the masked number.
    const hrefs = screen.getAllByRole('link').map((link) => link.getAttribute('href') ?? '');
    expect(hrefs.filter((href) => /^tel:|wa\.me|\?q=/.test(href))).toEqual([]);
    expect(document.body.textContent).not.toMatch(/01012345678/);
    expect(karim).toHaveTextContent('Username: ka•••@example.com');
    expect(within(karim as HTMLElement).queryAllByRole('link')).toEqual([]);
  });

  it('says it in Arabic for a seller', async () => {
    server.use(
      http.get('*/api/admin/customers', () =>
        page(
          [
            customerFixture({
              masked: true,
              username: '010•••••678',
              phone: '010•••••678',
              total_spent: null,
            }),
          ],
          1,
        ),
      ),
    );
    renderWithShop(<CustomersScreen />, { locale: 'ar' });
    const card = await screen.findByTestId('customer-card');
    expect(
      within(card)
        .getByRole('link', { name: 'افتح آخر طلب لـMona Hassan للاتصال به أو مراسلته على واتساب' })
        .getAttribute('href'),
    ).toBe('/dashboard/orders/41');
    expect(card).toHaveTextContent('رقمه كاملًا موجود في طلباته');
  });

  it('searches by what is typed and pages through the rest', async () => {
    const asked: string[] = [];
    server.use(
      http.get('*/api/admin/customers', ({ request }) => {
        const url = new URL(request.url);
        asked.push(`${url.searchParams.get('q') ?? ''}|${url.searchParams.get('page') ?? ''}`);
        const number = Number(url.searchParams.get('page') ?? '1');
        return page([customerFixture({ id: number, name: `Customer ${number}` })], 45, number);
      }),
    );
    const user = userEvent.setup();
    renderWithShop(<CustomersScreen />);
    expect(await screen.findByText('Page 1 of 3')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Customer 2')).toBeTruthy();
    expect(screen.getByText('Page 2 of 3')).toBeTruthy();

    await user.type(screen.getByRole('searchbox', { name: 'Name, username or phone' }), '٠١٠');
    expect(await screen.findByText('Customer 1')).toBeTruthy();
    expect(asked).toContain('٠١٠|1');
    expect(asked.slice(0, 2)).toEqual(['|1', '|2']);
  });

  it('says so when nobody matches', async () => {
    server.use(http.get('*/api/admin/customers', () => page([], 0)));
    renderWithShop(<CustomersScreen />);
    expect(await screen.findByText('No customers found')).toBeTruthy();
  });
});
