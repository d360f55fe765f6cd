import type { Locale } from '@/lib/i18n/locales';

/** Read by name at run time: Next would put the build's value in place of process.env.NAME. */
const SITE_URL = 'NEXT_PUBLIC_SITE_URL';

/**
 * An absolute link to a page of the shop in `locale` (English has no prefix, Arabic /ar), for
 * a message read outside the shop: the shop's public address (NEXT_PUBLIC_SITE_URL, else
 * NEXTAUTH_URL, else the development address).
 */
export function shopLink(path: string, locale: Locale): string {
  const origin = (process.env[SITE_URL] || process.env.NEXTAUTH_URL || 'http://localhost:3000')
    .trim()
    .replace(/\/+$/, '');
  return `${origin}${locale === 'ar' ? '/ar' : ''}${path}`;
}
