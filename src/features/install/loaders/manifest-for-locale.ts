import type { Locale } from '@/lib/i18n/locales';
import { createAppTheme } from '@/theme/create-app-theme';
import { DEFAULT_THEME } from '@/theme/route-themes';
import arCommon from '../../../../public/locales/ar/common.json';
import arInstall from '../../../../public/locales/ar/install.json';
import enCommon from '../../../../public/locales/en/common.json';
import enInstall from '../../../../public/locales/en/install.json';
import { buildWebManifest, type WebManifest } from '../model/web-manifest';

const files = {
  en: { common: enCommon, install: enInstall },
  ar: { common: arCommon, install: arInstall },
} as const;

/**
 * The manifest of `locale`, in the words of its locale files and the colours of the home
 * page's theme: the installed app opens at the home page, so its splash screen and title bar
 * match what it shows first.
 */
export function manifestForLocale(locale: Locale): WebManifest {
  const { common, install } = files[locale];
  const { palette } = createAppTheme(DEFAULT_THEME, locale === 'ar' ? 'rtl' : 'ltr');
  return buildWebManifest(
    locale,
    {
      name: common.shop.name,
      shortName: install.manifest.shortName,
      description: common.shop.description,
      narrowScreenshotLabel: install.manifest.screenshots.narrow,
      wideScreenshotLabel: install.manifest.screenshots.wide,
    },
    { theme: palette.primary.main, background: palette.background.default },
  );
}
