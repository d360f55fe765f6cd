import { toLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The Intl locale behind each shop language: Egyptian Arabic writes Arabic-Indic digits
 * (١٥٠), Egyptian English writes Western ones; both know the Egyptian pound.
 */
const INTL_LOCALES: Record<Locale, string> = { ar: 'ar-EG', en: 'en-EG' };

export function intlLocale(locale: unknown): string {
  return INTL_LOCALES[toLocale(locale)];
}
