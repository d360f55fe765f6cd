import { useEffect } from 'react';
import { setBrowserLocale } from '@/lib/api/locale';
import { directionOf, type Locale } from '@/lib/i18n/locales';

/**
 * The server writes `<html lang dir>` for the first byte (_document). A client-side language
 * switch does not re-render _document, so the attributes and the API client's locale are
 * kept in step here (the manifest link: src/shell/after-load-shell.tsx).
 */
export function DocumentLocale({ locale }: { locale: Locale }) {
  setBrowserLocale(locale);
  useEffect(() => {
    const root = document.documentElement;
    root.lang = locale;
    root.dir = directionOf(locale);
  }, [locale]);
  return null;
}
