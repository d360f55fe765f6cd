import dynamic from 'next/dynamic';
import { afterLoad } from '@/lib/browser/after-load';

// Imported only after load and idle, from its own chunk: the orders kept offline cost every
// page nothing of its first load (the storefront's JavaScript budget is nearly spent).
const OrderOutboxMount = dynamic(
  () => afterLoad().then(() => import('./order-outbox-mount').then((m) => m.OrderOutboxMount)),
  { ssr: false },
);

/** Sends a signed-in shopper's orders kept offline, from whatever page is open (issue 41). */
export function OrderOutboxSlot({ pathname }: { pathname: string }) {
  // Staff screens order nothing; a shopper's queue waits for the shop's own pages.
  return pathname.startsWith('/dashboard') ? null : <OrderOutboxMount />;
}
