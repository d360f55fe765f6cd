import dynamic from 'next/dynamic';
import { useCart } from '@/features/cart/hooks/use-cart';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { useAfterLoad } from '@/lib/browser/use-after-load';

// Its own chunk, requested after load: the queue of orders kept offline costs no first-load byte.
const OrderOutbox = dynamic(
  () => import('@/features/checkout/components/order-outbox').then((m) => m.OrderOutbox),
  { ssr: false },
);

/** Sends a signed-in shopper's orders kept offline, from whatever page is open (issue 41). */
export function OrderOutboxSlot({ pathname }: { pathname: string }) {
  const afterLoad = useAfterLoad();
  const account = useSessionKey();
  const { cart, clearCart } = useCart();
  // Staff screens order nothing; a shopper's queue waits for the shop's own pages.
  if (!afterLoad || !account || pathname.startsWith('/dashboard')) return null;
  return <OrderOutbox lines={cart} clearCart={clearCart} />;
}
