import { isCartItem, type CartItem } from '@/contracts/cart';
import { STORAGE_KEYS } from '@/config/site';
import { readJson, writeJson } from '@/lib/browser-storage';
import { changeCartAmount } from './cart-reducer';

/**
 * Restores the cart saved under localStorage `cart`. Storage is user-controlled, so every
 * line is validated: broken lines are dropped and duplicates collapse into one line.
 */
export function parseStoredCart(value: unknown): CartItem[] {
  if (!Array.isArray(value)) return [];
  return value.reduce<CartItem[]>(
    (cart, entry) => (isCartItem(entry) ? changeCartAmount(cart, entry) : cart),
    [],
  );
}

export function loadCart(): CartItem[] {
  return parseStoredCart(readJson(STORAGE_KEYS.cart));
}

export function saveCart(cart: CartItem[]): void {
  writeJson(STORAGE_KEYS.cart, cart);
}
