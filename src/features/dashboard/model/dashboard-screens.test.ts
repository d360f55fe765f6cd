import { describe, expect, it } from '@jest/globals';
import { DASHBOARD_LIST_SCREENS, dashboardRefusal } from './dashboard-screens';

describe('dashboardRefusal', () => {
  it('closes the whole dashboard to a customer', () => {
    expect(dashboardRefusal('customer', 'overview')).toBe('dashboard');
    expect(dashboardRefusal('customer', 'audit')).toBe('dashboard');
  });

  it('closes the admin-only screens to a seller, and only those', () => {
    expect(dashboardRefusal('seller', 'audit')).toBe('admin-only');
    const open = DASHBOARD_LIST_SCREENS.filter((screen) => screen !== 'audit');
    for (const screen of ['overview' as const, ...open]) {
      expect({ screen, refusal: dashboardRefusal('seller', screen) }).toEqual({
        screen,
        refusal: false,
      });
    }
  });

  it('opens every screen to an admin', () => {
    for (const screen of ['overview' as const, ...DASHBOARD_LIST_SCREENS]) {
      expect(dashboardRefusal('admin', screen)).toBe(false);
    }
  });
});
