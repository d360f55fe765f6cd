import { useTranslation } from 'next-i18next/pages';
import { useCallback } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/** A weight in kg in the page's language and digits: "1.5 kg", «١٫٥ كجم». */
export function useFormatKg(): (kg: number) => string {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  return useCallback(
    (kg: number) => t('choices.kg', { n: formatNumber(kg, locale, 3) }),
    [t, locale],
  );
}
