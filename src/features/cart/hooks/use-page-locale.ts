import { useTranslation } from 'next-i18next/pages';
import { toLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The page's language. next-i18next follows the route's locale, so this equals
 * useRouter().locale in the app, and works in component tests without a router.
 */
export function usePageLocale(): Locale {
  return toLocale(useTranslation().i18n.language);
}
