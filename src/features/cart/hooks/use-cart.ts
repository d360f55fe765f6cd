import { useCallback, useContext, useMemo } from 'react';
import { useSyncExternalStoreWithSelector } from 'use-sync-external-store/with-selector';
import type { CartItem } from '@/contracts/cart';
import { CartContext } from '../components/cart-provider';
import {
  cartCount,
  cartIsEstimated,
  cartSubtotal,
  INITIAL_CART_STATE,
  type CartState,
} from '../model/cart-reducer';
import type { CartStore } from '../model/cart-store';

const serverSnapshot = () => INITIAL_CART_STATE;

function useCartStore(): CartStore {
  const store = useContext(CartContext);
  if (!store) throw new Error('useCart must be used inside <CartProvider>');
  return store;
}

/**
 * One slice of the cart state: the component re-renders when that slice changes (by `equal`),
 * not on every change of the cart. A listing has an add-to-cart button per card; with the
 * whole cart, one tap, or the header pinning as the page scrolls, re-rendered all of them in
 * the tap's own task (issue 42: 0.6-1.9 s to the next paint at 4x CPU on a product page).
 */
export function useCartSelector<T>(
  select: (state: CartState) => T,
  equal?: (a: T, b: T) => boolean,
): T {
  const store = useCartStore();
  return useSyncExternalStoreWithSelector(
    store.subscribe,
    store.getSnapshot,
    serverSnapshot,
    select,
    equal,
  );
}

/** The number of units in the cart. */
export function useCartCount(): number {
  return useCartSelector(countOf);
}

const countOf = (state: CartState) => cartCount(state.cart);

/**
 * The cart's lines of one product (every weight and choice of it, or of a demo shop's
 * product), in cart order: what its cart button shows and caps. The same array until one of
 * them changes.
 */
export function useProductLines(id: CartItem['id'], shop: CartItem['shop']): readonly CartItem[] {
  const select = useCallback(
    (state: CartState) =>
      state.cart.filter((line) => line.shop === shop && String(line.id) === String(id)),
    [id, shop],
  );
  return useCartSelector(select, sameLines);
}

const sameLines = (a: readonly CartItem[], b: readonly CartItem[]) =>
  a.length === b.length && a.every((line, index) => line === b[index]);

/** The cart's actions alone: a component that only changes the cart never re-renders for it. */
export function useCartActions() {
  const { dispatch } = useCartStore();

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
    () => ({ changeAmount, replaceLine, setHeaderFixed, clearCart }),
    [changeAmount, replaceLine, setHeaderFixed, clearCart],
  );
}

const wholeCart = (state: CartState) => state;

/** The whole cart and its totals: for the screens that show the cart itself. */
export function useCart() {
  const state = useCartSelector(wholeCart);
  const actions = useCartActions();

  return useMemo(
    () => ({
      cart: state.cart,
      isHeaderFixed: state.isHeaderFixed,
      count: cartCount(state.cart),
      subtotal: cartSubtotal(state.cart),
      /** Some line is sold by weight: the subtotal is an estimate until weighing. */
      estimated: cartIsEstimated(state.cart),
      ...actions,
    }),
    [state, actions],
  );
}
