import { useEffect, useMemo } from 'react';
import type { CartItem } from '@/contracts/cart';
import type { Item } from '@/contracts/catalog';
import { useCurrentItems } from '../api/get-current-items';
import { useCart } from './use-cart';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * Brings saved cart lines up to date with the shop: today's name (in the page's language),
 * price, unit and picture are written back into the cart, and each line's stock is known.
 * Lines the catalogue does not list (demo shops) are left as they are.
 */
export function useFreshCart(enabled: boolean) {
  const { cart, changeAmount } = useCart();
  const locale = useLocale();
  const { data } = useCurrentItems(locale, enabled && cart.length > 0);

  const byId = useMemo(() => new Map((data ?? []).map((item) => [String(item.id), item])), [data]);

  useEffect(() => {
    for (const line of cart) {
      if (line.shop) continue;
      const item = byId.get(String(line.id));
      if (item && isStale(line, item)) {
        changeAmount({
          ...line,
          name: item.name,
          price: item.price,
          unit: item.unit,
          image: item.image,
        });
      }
    }
  }, [byId, cart, changeAmount]);

  return {
    /** Units in stock for a line, or undefined while unknown. */
    stockOf: (line: Pick<CartItem, 'id' | 'shop'>) =>
      line.shop ? undefined : byId.get(String(line.id))?.stock,
  };
}

function isStale(
  line: { name: string; price: number; unit?: string; image?: string },
  item: Item,
): boolean {
  return (
    line.name !== item.name ||
    line.price !== item.price ||
    line.unit !== item.unit ||
    line.image !== item.image
  );
}
