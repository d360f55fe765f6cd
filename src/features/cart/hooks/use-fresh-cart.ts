import { useCallback, useEffect, useMemo } from 'react';
import { cartLineKey, type CartItem } from '@/contracts/cart';
import { catalogueItemId } from '@/contracts/cart-demo-lines';
import type { Item } from '@/contracts/catalog';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCurrentItems } from '../api/get-current-items';
import { cartLineCap } from '../model/line-cap';
import { choiceFields, reconcileChoices, type ItemOffers } from '../model/line-choices';
import { lineNotes, withNotes } from '../model/line-notes';
import { useCart } from './use-cart';
import { useFormatKg } from './use-format-kg';

/**
 * Brings saved cart lines up to date with the shop: today's name (in the page's language),
 * price, unit and picture are written back into the cart, and each line's stock is known.
 * A line keeps its weight and preparation choices with today's names and deltas; a choice
 * the item no longer offers is dropped and noted on the line for the shopper, and a line of an
 * item sold by weight always names its weight (reconcileChoices). Lines the catalogue does not list
 * (demo shops) are left as they are.
 */
export function useFreshCart(enabled: boolean) {
  const { cart, replaceLine } = useCart();
  const locale = useLocale();
  const formatKg = useFormatKg();
  const { data } = useCurrentItems(locale, enabled && cart.length > 0);

  const byId = useMemo(() => new Map((data ?? []).map((item) => [String(item.id), item])), [data]);
  // A demo shop's line has no item in the catalogue (cart-demo-lines.ts).
  const itemOf = useCallback(
    (line: Pick<CartItem, 'id' | 'shop'>): Item | undefined => {
      const id = catalogueItemId(line);
      return id === undefined ? undefined : byId.get(id);
    },
    [byId],
  );

  useEffect(() => {
    for (const line of cart) {
      const item = itemOf(line);
      if (!item) continue;
      const { choices, notes } = reconcileChoices(line, item, formatKg);
      const fresh: CartItem = withNotes(
        {
          ...line,
          name: item.name,
          price: item.price,
          unit: item.unit,
          image: item.image,
          weight: undefined,
          options: undefined,
          ...choiceFields(choices),
        },
        [...lineNotes(line), ...notes],
      );
      if (isStale(line, fresh)) replaceLine(cartLineKey(line), fresh);
    }
  }, [itemOf, cart, replaceLine, formatKg]);

  return {
    /** Units in stock for a line, or undefined while unknown. */
    stockOf: (line: Pick<CartItem, 'id' | 'shop'>) => itemOf(line)?.stock,
    /** The most the line may hold (stock and most per order: cartLineCap), once known. */
    capOf: (line: CartItem) => {
      const item = itemOf(line);
      return item && cartLineCap(cart, line, item);
    },
    /** What the line's item offers today, or undefined while unknown (or a demo line). */
    offersOf: (
      line: Pick<CartItem, 'id' | 'shop'>,
    ): (ItemOffers & { perKg: boolean }) | undefined => {
      const item = itemOf(line);
      return item && { ...item, perKg: item.unit_code === 'kg' };
    },
  };
}

/** Whether saving `fresh` changes anything the shopper sees. */
function isStale(line: CartItem, fresh: CartItem): boolean {
  const seen = (entry: CartItem) =>
    JSON.stringify([
      cartLineKey(entry),
      entry.name,
      entry.price,
      entry.unit,
      entry.image,
      (entry.options ?? []).map((option) => [option.name, option.price_delta]),
      lineNotes(entry),
    ]);
  return seen(line) !== seen(fresh);
}
