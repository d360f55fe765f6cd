import { useTranslation } from 'next-i18next/pages';
import { toLocale, type Locale } from '@/lib/i18n/locales';

/**
 * The page's language, from i18next (which next-i18next sets from the route): unlike
 * useRouter it also works where no Next router exists, such as component tests.
 */
export function useLocale(): Locale {
  const { i18n } = useTranslation();
  return toLocale(i18n.language);
}
