import type { TFunction } from 'i18next';
import { formatNumber } from '@/lib/format/number';

/** "4 stars" in the shopper's language and digits: each star's name, and a rating's. */
export const starLabel = (t: TFunction, locale: unknown) => (value: number) =>
  t('orders:review.stars', { count: value, n: formatNumber(value, locale) });
