import { createContext, useEffect, useState, type ReactNode } from 'react';
import { STORAGE_KEYS } from '@/config/site';
import { loadCart, parseStoredCart } from '../model/cart-storage';
import { createCartStore, type CartStore } from '../model/cart-store';

export const CartContext = createContext<CartStore | null>(null);

/**
 * Holds the cart store. Components read it through useCart (useSyncExternalStore), so the
 * server render and hydration show an empty cart and the saved one appears right after.
 * Changes made in another tab arrive through the `storage` event.
 */
export function CartProvider({ children }: { children: ReactNode }) {
  const [store] = useState(createCartStore);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      // A null key means another tab cleared all storage: the cart is gone there too.
      if (event.key !== null && event.key !== STORAGE_KEYS.cart) return;
      const payload = event.key === null ? loadCart() : parseStoredCart(parseJson(event.newValue));
      store.dispatch({ type: 'RESTORE_CART', payload });
    };
    window.addEventListener('storage', onStorage);
    return () => {
      window.removeEventListener('storage', onStorage);
    };
  }, [store]);

  return <CartContext.Provider value={store}>{children}</CartContext.Provider>;
}

function parseJson(raw: string | null): unknown {
  if (raw === null) return [];
  try {
    return JSON.parse(raw) as unknown;
  } catch {
    return [];
  }
}
