import dynamic from 'next/dynamic';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useSessionKey } from '@/lib/auth/use-session-key';

const OrderOutbox = dynamic(
  () => import('@/features/checkout/components/order-outbox').then((m) => m.OrderOutbox),
  { ssr: false },
);

/** A signed-in shopper's outbox, with the cart handed in from the cart feature. */
export function OrderOutboxMount() {
  const account = useSessionKey();
  const { cart, clearCart } = useCart();
  return account ? <OrderOutbox lines={cart} clearCart={clearCart} /> : null;
}
