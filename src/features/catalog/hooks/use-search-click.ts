import { useCallback, useRef, type MouseEvent } from 'react';
import type { Locale } from '@/lib/i18n/locales';
import { recordSearchClick } from '../api/record-search-click';

/** A product page's address, with or without the locale's prefix (not /product/search/...). */
const PRODUCT_PAGE = /^(?:\/[a-z]{2})?\/product\/\d+(?:[/?#]|$)/;

/**
 * The results' click handler (click and middle click): the first product opened from a
 * keyword search's results counts one click for its term (search statistics' "nothing
 * clicked"), once per results shown. `term` null: a category's listing, not counted.
 */
export function useSearchClick(term: string | null, locale: Locale) {
  const counted = useRef<string | null>(null);
  return useCallback(
    (event: MouseEvent<HTMLElement>) => {
      if (!term || counted.current === term || !(event.target instanceof Element)) return;
      const href = event.target.closest('a[href]')?.getAttribute('href') ?? '';
      if (!PRODUCT_PAGE.test(href)) return;
      counted.current = term;
      recordSearchClick(term, { locale });
    },
    [term, locale],
  );
}
