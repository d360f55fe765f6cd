import { createExternalStore, type ExternalStore } from '@/lib/external-store';
import { cartReducer, INITIAL_CART_STATE, type CartAction, type CartState } from './cart-reducer';
import { loadCart, saveCart } from './cart-storage';

export type CartStore = ExternalStore<CartState> & {
  dispatch: (action: CartAction) => void;
};

/** The cart, restored from localStorage `cart` on first read; every change is written back. */
export function createCartStore(): CartStore {
  let savedCart = INITIAL_CART_STATE.cart;
  const store = createExternalStore<CartState>(
    () => {
      savedCart = loadCart();
      return { ...INITIAL_CART_STATE, cart: savedCart };
    },
    (state) => {
      // isHeaderFixed is screen state, not cart content: only the lines are saved.
      if (state.cart === savedCart) return;
      savedCart = state.cart;
      saveCart(state.cart);
    },
  );
  return {
    ...store,
    dispatch(action) {
      const next = cartReducer(store.getSnapshot(), action);
      if (action.type === 'RESTORE_CART') {
        // What another tab sends is already in storage: note it as saved, never echo it back.
        savedCart = next.cart;
        store.set(next, { persist: false });
        return;
      }
      store.set(next);
    },
  };
}
