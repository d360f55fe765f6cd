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
      store.set(cartReducer(store.getSnapshot(), action), {
        // Another tab already saved what it sends us; writing it back would echo forever.
        persist: action.type !== 'RESTORE_CART',
      });
    },
  };
}
