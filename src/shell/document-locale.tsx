import { useEffect } from 'react';
import { manifestPath } from '@/features/install/model/manifest-path';
import { setBrowserLocale } from '@/lib/api/locale';
import { directionOf, type Locale } from '@/lib/i18n/locales';

/**
 * The server writes `<html lang dir>` for the first byte (_document). A client-side language
 * switch does not re-render _document, so the attributes and the API client's locale are
 * kept in step here, with the manifest link.
 */
export function DocumentLocale({ locale }: { locale: Locale }) {
  setBrowserLocale(locale);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
    // The installed app is the one of the language on screen (install-head-tags.tsx).
    document.querySelector('link[rel="manifest"]')?.setAttribute('href', manifestPath(locale));
  }, [locale]);
  return null;
}
