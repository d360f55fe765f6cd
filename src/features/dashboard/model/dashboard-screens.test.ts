import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import {
  ADMIN_ONLY_SCREENS,
  DASHBOARD_LIST_SCREENS,
  SAMPLE_SCREENS,
  dashboardMenu,
  dashboardRefusal,
  isSampleScreen,
} from './dashboard-screens';

describe('dashboardRefusal', () => {
  it('closes the whole dashboard to a customer', () => {
    expect(dashboardRefusal('customer', 'overview')).toBe('dashboard');
    expect(dashboardRefusal('customer', 'audit')).toBe('dashboard');
  });

  it('closes the whole dashboard to a driver: their screens come with the delivery rounds', () => {
    for (const screen of ['overview' as const, ...DASHBOARD_LIST_SCREENS]) {
      expect({ screen, refusal: dashboardRefusal('driver', screen) }).toEqual({
        screen,
        refusal: 'dashboard',
      });
    }
  });

  it('closes the admin-only screens to a seller, and only those', () => {
    expect(dashboardRefusal('seller', 'audit')).toBe('admin-only');
    expect(dashboardRefusal('seller', 'staff')).toBe('admin-only');
    const open = DASHBOARD_LIST_SCREENS.filter((screen) => !ADMIN_ONLY_SCREENS.has(screen));
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

describe('dashboardMenu', () => {
  const labels = (locale: 'en' | 'ar') =>
    JSON.parse(
      fs.readFileSync(
        path.join(__dirname, `../../../../public/locales/${locale}/dashboard.json`),
        'utf8',
      ),
    ) as { nav: Record<string, string>; screens: Record<string, { title?: string }> };

  it('lists the shop’s own screens first and the sample-data ones in their group', () => {
    const menu = dashboardMenu('admin');
    expect(menu.main[0]).toBe('overview');
    expect(menu.main).toEqual(
      expect.arrayContaining([
        'orders',
        'products',
        'delivery-slots',
        'audit',
        'reviews',
        'refund-requests',
      ]),
    );
    expect(menu.main.filter((screen) => isSampleScreen(screen))).toEqual([]);
    expect(new Set(menu.sample)).toEqual(SAMPLE_SCREENS);
    expect(menu.sample).toEqual(
      expect.arrayContaining(['brands', 'sellers', 'payouts', 'payout-requests']),
    );
    // Every screen is in exactly one group.
    expect([...menu.main, ...menu.sample].sort()).toEqual(
      ['overview', ...DASHBOARD_LIST_SCREENS].sort(),
    );
  });

  it('leaves the admin-only screens out of a seller’s menu, in neither group', () => {
    const menu = dashboardMenu('seller');
    expect([...menu.main, ...menu.sample]).not.toContain('audit');
    expect([...menu.main, ...menu.sample]).not.toContain('staff');
    expect(dashboardMenu(undefined).main).toContain('audit');
  });

  it.each(['en', 'ar'] as const)('has every label of the menu in %s', (locale) => {
    const words = labels(locale);
    const menu = dashboardMenu('admin');
    const missing = [...menu.main, ...menu.sample].filter(
      (screen) => !words.screens[screen]?.title?.trim(),
    );
    expect(missing).toEqual([]);
    expect(words.nav.sample?.trim()).toBeTruthy();
  });

  it('names every entry in Arabic words, not English ones', () => {
    const words = labels('ar');
    const menu = dashboardMenu('admin');
    const latin = [...menu.main, ...menu.sample, 'sample']
      .map((screen) => (screen === 'sample' ? words.nav.sample : words.screens[screen]?.title))
      .filter((label) => /[A-Za-z]/.test(label ?? 'x'));
    expect(latin).toEqual([]);
  });
});
