import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import { cartLineKey, MAX_CART_QTY, type CartItem } from '@/contracts/cart';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { useCart } from '../hooks/use-cart';
import { useCartAnnouncer } from '../hooks/use-cart-announcer';
import { useFreshCart } from '../hooks/use-fresh-cart';
import { sameLine } from '../model/cart-reducer';
import { choiceFields, type LineChoices } from '../model/line-choices';
import { withNotes } from '../model/line-notes';
import { CartLine } from './cart-line';
import { PoliteStatus } from './polite-status';

type Props = {
  variant: 'compact' | 'wide';
  /** Called after a line is removed, so the parent can put focus somewhere that still exists. */
  onLineRemoved?: () => void;
};

/** The cart's lines, kept fresh from the shop, with every change announced politely. */
export function CartLines({ variant, onLineRemoved }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { cart, changeAmount, replaceLine } = useCart();
  const { message, announce, say } = useCartAnnouncer();
  const { stockOf, capOf, offersOf } = useFreshCart(true);
  // A line's key changes with its choices; the React key must not, or the line would be
  // remounted and the pressed choice button would lose focus. New key -> first React key.
  const [reactKeys, setReactKeys] = useState<ReadonlyMap<string, string>>(new Map());

  const setQty = (line: CartItem, qty: number) => {
    changeAmount({ ...line, qty });
    announce(line.name, qty, line.qty);
    if (qty < 1) onLineRemoved?.();
  };

  const setChoices = (line: CartItem, reactKey: string, choices: LineChoices) => {
    // The shopper chose again: the notes about dropped choices have done their work.
    const next = withNotes(
      { ...line, weight: undefined, options: undefined, ...choiceFields(choices) },
      [],
    );
    const twin = cart.find((other) => other !== line && sameLine(other, next));
    replaceLine(cartLineKey(line), next);
    setReactKeys((keys) => new Map(keys).set(cartLineKey(next), reactKey));
    if (twin) {
      const qty = formatNumber(Math.min(line.qty + twin.qty, MAX_CART_QTY), locale);
      say(t('choices.merged', { name: line.name, qty }));
    } else say(t('choices.updated', { name: line.name }));
  };

  // Each React key once: a first key that a line has itself (or another line took) is not reused.
  const used = new Set(cart.map((line) => cartLineKey(line)));
  const reactKeyOf = (key: string) => {
    const first = reactKeys.get(key);
    if (first === undefined || first === key || used.has(first)) return key;
    used.add(first);
    return first;
  };

  return (
    <>
      <Box
        component="ul"
        aria-label={t('lines.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        data-testid="cart-lines"
      >
        {cart.map((line) => {
          const reactKey = reactKeyOf(cartLineKey(line));
          return (
            <CartLine
              key={reactKey}
              line={line}
              stock={stockOf(line)}
              max={capOf(line)}
              offers={offersOf(line)}
              onQtyChange={(qty) => setQty(line, qty)}
              onChoicesChange={(choices) => setChoices(line, reactKey, choices)}
              variant={variant}
            />
          );
        })}
      </Box>
      <PoliteStatus message={message} />
    </>
  );
}
