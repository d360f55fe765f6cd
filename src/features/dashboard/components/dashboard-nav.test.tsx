import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse } from 'msw';
import { contractHandler } from '@mocks/handlers/contract-handler';
import { server } from '@mocks/node';
import type { Role } from '@/contracts/account';
import { renderWithShop } from '@tests/setup/render';
import type { DashboardNav as Nav } from './dashboard-nav';

let role: Role | undefined;
jest.mock('@/lib/auth/session', () => ({
  useSession: () => ({
    data: role ? { user: { id: 1, role } } : null,
    status: role ? 'authenticated' : 'loading',
  }),
}));

let DashboardNav: typeof Nav;
beforeAll(async () => {
  ({ DashboardNav } = await import('./dashboard-nav'));
});

/** Messages waiting to be sent by hand: the Messages entry counts them. */
let waiting = 0;
beforeEach(() => {
  waiting = 0;
  server.use(
    contractHandler('adminHandMessages', () =>
      HttpResponse.json({ success: true, results: [], page: 1, limit: 1, total: waiting }),
    ),
  );
});

describe('the dashboard nav', () => {
  it('counts the messages waiting to be sent by hand on the Messages entry', async () => {
    role = 'seller';
    waiting = 2;
    renderWithShop(<DashboardNav current="orders" />);
    const link = await screen.findByRole('link', { name: 'Messages (2 waiting)' });
    expect(link.getAttribute('href')).toBe('/dashboard/messages');
    expect(screen.getByTestId('nav-count-messages').textContent).toContain('2');
  });

  it.each([
    ['an admin', 'admin', true],
    ['a seller', 'seller', false],
    ['a visitor whose session is still loading', undefined, true],
  ] as const)('%s (%s): the activity log entry shown is %s', (_who, as, shown) => {
    role = as;
    renderWithShop(<DashboardNav current="orders" />);
    expect(screen.getByRole('link', { name: 'Delivery zones' })).toBeTruthy();
    // Sellers read the shop's details too (only admins change them).
    expect(screen.getByRole('link', { name: 'Shop details' }).getAttribute('href')).toBe(
      '/dashboard/shop',
    );
    // And the search words, which only admins change too.
    expect(screen.getByRole('link', { name: 'Search words' }).getAttribute('href')).toBe(
      '/dashboard/search-words',
    );
    expect(screen.queryByRole('link', { name: 'Activity log' }) !== null).toBe(shown);
  });

  it('groups the sample-data screens apart, closed, after the shop’s own; the heading opens it', async () => {
    role = 'seller';
    const user = userEvent.setup();
    renderWithShop(<DashboardNav current="orders" />);
    const heading = screen.getByRole('button', { name: /Sample screens/ });
    expect(heading.getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByRole('link', { name: 'Sellers' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Payouts' })).toBeNull();
    // The shop's own screens come first, in the menu's order.
    const firstList = screen.getAllByRole('list')[0] as HTMLElement;
    expect(
      within(firstList)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'Overview',
      'Products',
      'Categories',
      'Orders',
      'Complaints',
      'Reviews',
      'Messages',
      'Customers',
      'Delivery zones',
      'Delivery rounds',
      'Drivers’ rounds',
      'Shop details',
      'Search words',
    ]);

    await user.click(heading);
    expect(heading.getAttribute('aria-expanded')).toBe('true');
    const group = screen.getByRole('list', { name: 'Sample screens' });
    expect(within(group).getByRole('link', { name: 'Payouts' }).getAttribute('href')).toBe(
      '/dashboard/payouts',
    );
    expect(within(group).getAllByRole('link')).toHaveLength(6);
    // Reviews and complaints are the shop's own now: not in the sample group.
    expect(within(group).queryByRole('link', { name: 'Reviews' })).toBeNull();
    expect(within(group).queryByRole('link', { name: 'Complaints' })).toBeNull();
  });

  it('starts with the group open on a sample screen, that screen marked as the current page', () => {
    role = 'admin';
    renderWithShop(<DashboardNav current="sellers" />);
    expect(
      screen.getByRole('button', { name: /Sample screens/ }).getAttribute('aria-expanded'),
    ).toBe('true');
    expect(screen.getByRole('link', { name: 'Sellers' }).getAttribute('aria-current')).toBe('page');
  });

  it('reads in Arabic: every entry and the group’s heading translated', async () => {
    role = 'seller';
    const user = userEvent.setup();
    renderWithShop(<DashboardNav current="orders" />, { locale: 'ar' });
    await user.click(screen.getByRole('button', { name: /شاشات تجريبية/ }));
    const group = screen.getByRole('list', { name: 'شاشات تجريبية' });
    expect(within(group).getByRole('link', { name: 'البائعين' })).toBeTruthy();
    expect(within(group).getByRole('link', { name: 'الماركات' })).toBeTruthy();
    const names = screen.getAllByRole('link').map((link) => link.textContent);
    expect(names.filter((name) => /[A-Za-z]/.test(name))).toEqual([]);
    expect(names[0]).toBe('نظرة عامة');
  });
});
