import { MAX_CART_QTY, type CartItem } from '@/contracts/cart';

export type CartState = {
  cart: CartItem[];
  isHeaderFixed: boolean;
};

export type CartAction =
  | { type: 'CHANGE_CART_AMOUNT'; payload: CartItem }
  | { type: 'TOGGLE_HEADER'; payload: boolean }
  | { type: 'RESTORE_CART'; payload: CartItem[] }
  | { type: 'CLEAR_CART' };

export const INITIAL_CART_STATE: CartState = { cart: [], isHeaderFixed: false };

type LineKey = Pick<CartItem, 'id' | 'shop'>;

/**
 * Demo ids may be 7 or "7": both name the same product. A demo shop's product 7 and the
 * real product 7 are different products.
 */
export function sameItem(a: LineKey, b: LineKey): boolean {
  return String(a.id) === String(b.id) && a.shop === b.shop;
}

/**
 * The spec's change-amount rule: a quantity below 1 removes the line, a product already in
 * the cart gets its quantity replaced, anything else is appended. Quantities are whole sale
 * units, so fractions round down and anything above the cap is held at the cap.
 * A line that stays takes the product fields it is given too (today's price, name in the
 * page's language), keeping its place in the cart.
 */
export function changeCartAmount(cart: CartItem[], item: CartItem): CartItem[] {
  if (!Number.isFinite(item.qty)) return cart;
  const qty = Math.min(Math.floor(item.qty), MAX_CART_QTY);
  const exists = cart.some((line) => sameItem(line, item));
  if (qty < 1) return exists ? cart.filter((line) => !sameItem(line, item)) : cart;
  if (exists) return cart.map((line) => (sameItem(line, item) ? { ...line, ...item, qty } : line));
  return [...cart, { ...item, qty }];
}

export function cartReducer(state: CartState, action: CartAction): CartState {
  switch (action.type) {
    case 'CHANGE_CART_AMOUNT': {
      const cart = changeCartAmount(state.cart, action.payload);
      return cart === state.cart ? state : { ...state, cart };
    }
    case 'TOGGLE_HEADER':
      return state.isHeaderFixed === action.payload
        ? state
        : { ...state, isHeaderFixed: action.payload };
    case 'RESTORE_CART':
      return { ...state, cart: action.payload };
    case 'CLEAR_CART':
      return state.cart.length === 0 ? state : { ...state, cart: [] };
  }
}

export function cartCount(cart: CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.qty, 0);
}

/** Subtotal in piastres-safe arithmetic: money is summed in integer hundredths. */
export function cartSubtotal(cart: CartItem[]): number {
  const cents = cart.reduce((sum, line) => sum + Math.round(line.price * 100) * line.qty, 0);
  return cents / 100;
}

export function lineTotal(line: Pick<CartItem, 'price' | 'qty'>): number {
  return (Math.round(line.price * 100) * line.qty) / 100;
}
