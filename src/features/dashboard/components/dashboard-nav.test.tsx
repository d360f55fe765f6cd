import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { screen } from '@testing-library/react';
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

describe('the dashboard nav', () => {
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
});
