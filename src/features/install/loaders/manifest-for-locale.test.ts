import { THEME_PRIMARY } from '@/theme/palette';
import arCommon from '../../../../public/locales/ar/common.json';
import enCommon from '../../../../public/locales/en/common.json';
import { manifestForLocale } from './manifest-for-locale';

describe('manifestForLocale', () => {
  it('gives English visitors an English, left-to-right app that starts at the home page', () => {
    const manifest = manifestForLocale('en');
    expect(manifest).toMatchObject({
      id: '/',
      name: enCommon.shop.name,
      lang: 'en',
      dir: 'ltr',
      start_url: '/',
      scope: '/',
      display: 'standalone',
    });
  });

  it('gives Arabic visitors an Arabic, right-to-left app that starts at /ar', () => {
    const manifest = manifestForLocale('ar');
    expect(manifest).toMatchObject({
      id: '/ar',
      name: arCommon.shop.name,
      lang: 'ar',
      dir: 'rtl',
      start_url: '/ar',
      scope: '/',
    });
    expect(manifest.short_name).toMatch(/[\u0600-\u06FF]/);
    expect(manifest.screenshots.map((shot) => shot.label).join(' ')).toMatch(/[\u0600-\u06FF]/);
  });

  it("takes its colours from the home page's theme in both languages", () => {
    for (const locale of ['en', 'ar'] as const) {
      const manifest = manifestForLocale(locale);
      expect(manifest.theme_color).toBe(THEME_PRIMARY.default);
      expect(manifest.background_color).toMatch(/^#[0-9A-F]{6}$/i);
      expect(manifest.background_color).not.toBe(manifest.theme_color);
    }
  });
});
