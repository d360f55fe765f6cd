import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import AddShoppingCartIcon from '@mui/icons-material/AddShoppingCart';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useRef } from 'react';
import { MAX_CART_QTY, type CartItem } from '@/contracts/cart';
import { useCartActions, useProductLines } from '../hooks/use-cart';
import { useCartAnnouncer } from '../hooks/use-cart-announcer';
import { sameLine } from '../model/cart-reducer';
import { cartLineCap } from '../model/line-cap';
import { choiceFields, defaultChoices, type LineChoices } from '../model/line-choices';
import { PoliteStatus } from './polite-status';
import { QuantityStepper } from './quantity-stepper';

export type AddToCartItem = {
  id: number | string;
  /** A demo shop's sample product (its own product, whatever its id). */
  shop?: CartItem['shop'];
  name: string;
  price: number;
  image?: string;
  unit?: string;
  /** What the item offers (catalogue items): a card adds the default choices. */
  weight_options?: readonly number[];
  options?: LineChoices['options'];
  /** The most one order may take (in the sale unit: kg for `kg`), when the shop set one. */
  max_per_order?: number | null;
  /** What the stock counts (kg to the gram for `kg`, else pieces); a demo item has none. */
  unit_code?: string;
};

type Props = {
  item: AddToCartItem;
  /**
   * Units in stock: the stepper stops there (or at the item's most per order, less the cart's
   * other lines of the item), and 0 disables the button.
   */
  stock?: number;
  /** Once the item is in the cart, show − qty + instead of the button (default). */
  withStepper?: boolean;
  size?: 'small' | 'medium';
  fullWidth?: boolean;
  /** The weight and preparation choices picked (product page); else the item's defaults. */
  choices?: LineChoices;
};

const HEIGHT = { small: 36, medium: 44 } as const;

/**
 * Adds a product, with the weight and preparation choices picked, to the cart (one line per
 * set of choices); once it is there, a stepper changes its quantity (down to
 * removal). The current product data is written with every change, so the cart line keeps
 * the price and picture the shopper is looking at. Focus follows the control that replaces
 * the pressed one, and a polite status tells screen-reader users what happened.
 */
export function AddToCartButton({
  item,
  stock,
  withStepper = true,
  size = 'medium',
  fullWidth = false,
  choices,
}: Props) {
  const { t } = useTranslation('cart');
  // Only this product's lines: another card's tap leaves this button as it is.
  const lines = useProductLines(item.id, item.shop);
  const { changeAmount } = useCartActions();
  const { message, announce } = useCartAnnouncer();
  const addRef = useRef<HTMLButtonElement>(null);
  const increaseRef = useRef<HTMLButtonElement>(null);
  const pendingFocus = useRef<'add' | 'increase' | null>(null);

  const picked = choiceFields(
    choices ??
      defaultChoices({ weight_options: item.weight_options ?? [], options: item.options ?? [] }),
  );
  const key = { id: item.id, shop: item.shop, ...picked };
  const qty = lines.find((line) => sameLine(line, key))?.qty ?? 0;
  const max = cartLineCap(lines, key, {
    stock: stock ?? MAX_CART_QTY,
    max_per_order: item.max_per_order,
    unit_code: item.unit_code,
  });
  const soldOut = stock !== undefined && stock <= 0;
  const showStepper = withStepper && qty > 0;

  useEffect(() => {
    // The pressed control may just have been swapped for the other one: keep focus on the page.
    // It takes the pressed one's place, on screen already: no scrolling (a layout pass in the
    // tap's own frame).
    const target = pendingFocus.current === 'add' ? addRef.current : increaseRef.current;
    if (pendingFocus.current && target) target.focus({ preventScroll: true });
    pendingFocus.current = null;
  });

  const setQty = (next: number) => {
    const bounded = Math.max(0, Math.min(next, max));
    if (bounded === qty) return;
    // Only the line's own fields: callers may pass a whole catalogue item, and the cart is
    // saved in localStorage on every change.
    const { id, shop, name, price, image, unit } = item;
    changeAmount({
      id,
      name,
      price,
      image,
      unit,
      ...(shop ? { shop } : {}),
      ...picked,
      qty: bounded,
    });
    announce(item.name, bounded, qty);
    if (withStepper && qty === 0) pendingFocus.current = 'increase';
    if (withStepper && bounded === 0) pendingFocus.current = 'add';
  };

  const height = HEIGHT[size];
  let control;
  if (showStepper) {
    control = (
      <QuantityStepper
        value={qty}
        onChange={setQty}
        name={item.name}
        max={max}
        size={size}
        fullWidth={fullWidth}
        increaseRef={increaseRef}
      />
    );
  } else {
    const label = soldOut ? t('button.outOfStock') : t(qty > 0 ? 'button.addMore' : 'button.add');
    control = (
      <Button
        ref={addRef}
        variant="contained"
        disableElevation
        fullWidth={fullWidth}
        disabled={soldOut || qty >= max}
        onClick={() => setQty(qty + 1)}
        startIcon={soldOut ? undefined : <AddShoppingCartIcon />}
        // The name tells apart the many buttons of a listing; the visible words come first
        // so speech control ("click Add to cart") still finds it.
        aria-label={soldOut ? undefined : t('button.named', { label, name: item.name })}
        sx={{ minHeight: height, whiteSpace: 'nowrap' }}
        data-testid="add-to-cart"
      >
        {label}
      </Button>
    );
  }

  return (
    <Box sx={{ position: 'relative', display: fullWidth ? 'block' : 'inline-block' }}>
      {control}
      <PoliteStatus message={message} />
    </Box>
  );
}
