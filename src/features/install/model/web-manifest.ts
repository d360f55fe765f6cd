import type { Direction, Locale } from '@/lib/i18n/locales';

/** The words of one language's manifest, from the locale files (manifest-for-locale.ts). */
export type ManifestWords = {
  name: string;
  shortName: string;
  description: string;
  narrowScreenshotLabel: string;
  wideScreenshotLabel: string;
};

export type ManifestColours = { theme: string; background: string };

type Icon = { src: string; sizes: string; type: string; purpose: 'any' | 'maskable' };
type Screenshot = {
  src: string;
  sizes: string;
  type: string;
  form_factor: 'narrow' | 'wide';
  label: string;
};

/** The W3C fields the shop sets (https://www.w3.org/TR/appmanifest/). */
export type WebManifest = {
  id: string;
  name: string;
  short_name: string;
  description: string;
  lang: Locale;
  dir: Direction;
  start_url: string;
  scope: string;
  display: 'standalone';
  orientation: 'portrait';
  theme_color: string;
  background_color: string;
  categories: string[];
  icons: Icon[];
  screenshots: Screenshot[];
};

/** Sizes Chrome asks for (192 and 512), each drawn plain and with a maskable safe zone. */
export const ICON_SIZES = [192, 512] as const;
export const iconPath = (size: number, purpose: Icon['purpose']) =>
  `/icons/${purpose === 'maskable' ? 'maskable' : 'icon'}-${size}.png`;
export const APPLE_TOUCH_ICON = '/icons/apple-touch-icon.png';

/** Sizes written by scripts/pwa/screenshots.ts (a Pixel 7's viewport, and a laptop's). */
export const SCREENSHOT_SIZES = {
  narrow: { width: 412, height: 915 },
  wide: { width: 1280, height: 800 },
} as const;
export const screenshotPath = (locale: Locale, form: keyof typeof SCREENSHOT_SIZES) =>
  `/screenshots/${locale}-${form}.webp`;

/**
 * One language's manifest. Scope is "/" in both: the one shop worker controls "/" (common
 * brief), and the Arabic app must also reach pages a link opens without the prefix. The
 * Arabic app starts at /ar, so it opens in Arabic whatever the browser's language (locale
 * detection is off); `id` differs per language, so each is its own installed app.
 */
export function buildWebManifest(
  locale: Locale,
  words: ManifestWords,
  colours: ManifestColours,
): WebManifest {
  const start = locale === 'ar' ? '/ar' : '/';
  return {
    id: start,
    name: words.name,
    short_name: words.shortName,
    description: words.description,
    lang: locale,
    dir: locale === 'ar' ? 'rtl' : 'ltr',
    start_url: start,
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: colours.theme,
    background_color: colours.background,
    categories: ['shopping', 'food'],
    icons: ICON_SIZES.flatMap((size) =>
      (['any', 'maskable'] as const).map((purpose) => ({
        src: iconPath(size, purpose),
        sizes: `${size}x${size}`,
        type: 'image/png',
        purpose,
      })),
    ),
    screenshots: (['narrow', 'wide'] as const).map((form) => ({
      src: screenshotPath(locale, form),
      sizes: `${SCREENSHOT_SIZES[form].width}x${SCREENSHOT_SIZES[form].height}`,
      type: 'image/webp',
      form_factor: form,
      label: form === 'narrow' ? words.narrowScreenshotLabel : words.wideScreenshotLabel,
    })),
  };
}
