import { cartLineKey, MAX_CART_QTY, type CartItem } from '@/contracts/cart';
import { lineEstimate } from './line-choices';

export type CartState = {
  cart: CartItem[];
  isHeaderFixed: boolean;
};

export type CartAction =
  | { type: 'CHANGE_CART_AMOUNT'; payload: CartItem }
  | { type: 'TOGGLE_HEADER'; payload: boolean }
  | { type: 'REPLACE_LINE'; payload: { key: string; line: CartItem } }
  | { type: 'RESTORE_CART'; payload: CartItem[] }
  | { type: 'CLEAR_CART' };

export const INITIAL_CART_STATE: CartState = { cart: [], isHeaderFixed: false };

type LineKey = Pick<CartItem, 'id' | 'shop' | 'weight' | 'options'>;

/**
 * One line is one item with one set of choices (cartLineKey): demo ids 7 and "7" name the
 * same product, a demo shop's product 7 is not the real product 7, and the same item with
 * another weight or other preparation choices is another line.
 */
export function sameLine(a: LineKey, b: LineKey): boolean {
  return cartLineKey(a) === cartLineKey(b);
}

/**
 * The spec's change-amount rule: a quantity below 1 removes the line, a line already in
 * the cart gets its quantity replaced, anything else is appended. Quantities are whole sale
 * units, so fractions round down and anything above the cap is held at the cap.
 * A line that stays takes the product fields it is given too (today's price, name in the
 * page's language), keeping its place in the cart.
 */
export function changeCartAmount(cart: CartItem[], item: CartItem): CartItem[] {
  if (!Number.isFinite(item.qty)) return cart;
  const qty = Math.min(Math.floor(item.qty), MAX_CART_QTY);
  const exists = cart.some((line) => sameLine(line, item));
  if (qty < 1) return exists ? cart.filter((line) => !sameLine(line, item)) : cart;
  if (exists) return cart.map((line) => (sameLine(line, item) ? { ...line, ...item, qty } : line));
  return [...cart, { ...item, qty }];
}

/**
 * Puts `next` (other choices, today's fields) in the place of the line keyed `key`. When
 * another line already has those choices the two become one, in this line's place, with
 * both quantities (up to the cap): a line is one item with one set of choices.
 */
export function replaceLine(cart: CartItem[], key: string, next: CartItem): CartItem[] {
  const index = cart.findIndex((line) => cartLineKey(line) === key);
  if (index < 0) return cart;
  const twin = cart.findIndex((line, at) => at !== index && sameLine(line, next));
  const qty = Math.min(next.qty + (cart[twin]?.qty ?? 0), MAX_CART_QTY);
  return cart.flatMap((line, at) => {
    if (at === index) return [{ ...next, qty }];
    return at === twin ? [] : [line];
  });
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
    case 'REPLACE_LINE': {
      const cart = replaceLine(state.cart, action.payload.key, action.payload.line);
      return cart === state.cart ? state : { ...state, cart };
    }
    case 'RESTORE_CART':
      return { ...state, cart: action.payload };
    case 'CLEAR_CART':
      return state.cart.length === 0 ? state : { ...state, cart: [] };
  }
}

export function cartCount(cart: CartItem[]): number {
  return cart.reduce((sum, line) => sum + line.qty, 0);
}

/** The sum of the lines' estimates, summed in integer piastres. */
export function cartSubtotal(cart: CartItem[]): number {
  const cents = cart.reduce((sum, line) => sum + Math.round(lineEstimate(line) * 100), 0);
  return cents / 100;
}

/** What a line costs as chosen (an estimate for a line sold by weight). */
export function lineTotal(line: Pick<CartItem, 'price' | 'qty' | 'weight' | 'options'>): number {
  return lineEstimate(line);
}

/** Whether any line is sold by weight, so the total is an estimate until weighing. */
export const cartIsEstimated = (cart: CartItem[]): boolean =>
  cart.some((line) => line.weight !== undefined);
