import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CartItem } from '@/contracts/cart';
import { CartContext } from '../components/cart-provider';
import {
  cartCount,
  cartIsEstimated,
  cartSubtotal,
  INITIAL_CART_STATE,
} from '../model/cart-reducer';

const serverSnapshot = () => INITIAL_CART_STATE;

export function useCart() {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used inside <CartProvider>');
  const state = useSyncExternalStore(store.subscribe, store.getSnapshot, serverSnapshot);
  const { dispatch } = store;

  const changeAmount = useCallback(
    (item: CartItem) => {
      dispatch({ type: 'CHANGE_CART_AMOUNT', payload: item });
    },
    [dispatch],
  );
  /** Other choices for the line keyed `key` (merging with a line that has them already). */
  const replaceLine = useCallback(
    (key: string, line: CartItem) => {
      dispatch({ type: 'REPLACE_LINE', payload: { key, line } });
    },
    [dispatch],
  );
  const setHeaderFixed = useCallback(
    (fixed: boolean) => {
      dispatch({ type: 'TOGGLE_HEADER', payload: fixed });
    },
    [dispatch],
  );
  const clearCart = useCallback(() => {
    dispatch({ type: 'CLEAR_CART' });
  }, [dispatch]);

  return useMemo(
    () => ({
      cart: state.cart,
      isHeaderFixed: state.isHeaderFixed,
      count: cartCount(state.cart),
      subtotal: cartSubtotal(state.cart),
      /** Some line is sold by weight: the subtotal is an estimate until weighing. */
      estimated: cartIsEstimated(state.cart),
      changeAmount,
      replaceLine,
      setHeaderFixed,
      clearCart,
    }),
    [state, changeAmount, replaceLine, setHeaderFixed, clearCart],
  );
}
