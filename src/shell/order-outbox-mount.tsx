import { useCart } from '@/features/cart/hooks/use-cart';
import { OrderOutbox } from '@/features/checkout/components/order-outbox';
import { useSessionKey } from '@/lib/auth/use-session-key';

// One chunk with the outbox itself (order-outbox-slot.tsx imports it after load): every async
// chunk also costs every page an entry in webpack's runtime, which is first-load JavaScript.

/** A signed-in shopper's outbox, with the cart handed in from the cart feature. */
export function OrderOutboxMount() {
  const account = useSessionKey();
  const { cart, clearCart } = useCart();
  return account ? <OrderOutbox lines={cart} clearCart={clearCart} /> : null;
}
