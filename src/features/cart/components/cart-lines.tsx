import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import { cartLineKey, type CartItem } from '@/contracts/cart';
import { useCart } from '../hooks/use-cart';
import { useCartAnnouncer } from '../hooks/use-cart-announcer';
import { useFreshCart } from '../hooks/use-fresh-cart';
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
  const { cart, changeAmount } = useCart();
  const { message, announce } = useCartAnnouncer();
  const { stockOf } = useFreshCart(true);

  const setQty = (line: CartItem, qty: number) => {
    changeAmount({ ...line, qty });
    announce(line.name, qty, line.qty);
    if (qty < 1) onLineRemoved?.();
  };

  return (
    <>
      <Box
        component="ul"
        aria-label={t('lines.label')}
        sx={{ listStyle: 'none', m: 0, p: 0 }}
        data-testid="cart-lines"
      >
        {cart.map((line) => (
          <CartLine
            key={cartLineKey(line)}
            line={line}
            stock={stockOf(line)}
            onQtyChange={(qty) => setQty(line, qty)}
            variant={variant}
          />
        ))}
      </Box>
      <PoliteStatus message={message} />
    </>
  );
}
