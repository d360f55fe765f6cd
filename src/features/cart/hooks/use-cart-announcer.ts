import { useTranslation } from 'next-i18next/pages';
import { useCallback, useState } from 'react';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * The sentence a polite live region reads after a cart change: "added", "now 3 in your
 * cart" or "removed". Pair it with <PoliteStatus message={message} />.
 */
export function useCartAnnouncer() {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const [message, setMessage] = useState('');

  const announce = useCallback(
    (name: string, qty: number, previous: number) => {
      const count = formatNumber(qty, locale);
      if (qty < 1) setMessage(t('announce.removed', { name }));
      else if (previous < 1) setMessage(t('announce.added', { name, qty: count }));
      else setMessage(t('announce.quantity', { name, qty: count }));
    },
    [t, locale],
  );

  /** Any other sentence about the cart (choices changed, lines merged). */
  return { message, announce, say: setMessage };
}
