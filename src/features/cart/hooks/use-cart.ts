import { useCallback, useContext, useMemo, useSyncExternalStore } from 'react';
import type { CartItem } from '@/contracts/cart';
import { CartContext } from '../components/cart-provider';
import { cartCount, cartSubtotal, INITIAL_CART_STATE } from '../model/cart-reducer';

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
      changeAmount,
      setHeaderFixed,
      clearCart,
    }),
    [state, changeAmount, setHeaderFixed, clearCart],
  );
}
