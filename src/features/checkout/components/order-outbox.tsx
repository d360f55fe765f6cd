import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useEffect, useState } from 'react';
import type { CartItem } from '@/contracts/cart';
import { isOrdersKey } from '@/lib/api/order-keys';
import { useSessionKey } from '@/lib/auth/use-session-key';
import { useQueuedOrders } from '../hooks/use-queued-orders';
import { useSendQueued } from '../hooks/use-send-queued';
import { clearDraft } from '../model/checkout-draft';
import { saveAttempt } from '../model/idempotency-key';
import { orderQueue, type QueuedOrder } from '../model/order-queue';
import { cartIsOrder } from '../model/same-lines';

type Props = {
  /** The cart's lines and its emptying, from the cart feature (the shell hands them in). */
  lines: CartItem[];
  clearCart: () => void;
};

/**
 * On every page of a signed-in shopper, loaded after the page: sends the orders kept offline
 * and tells the outcome wherever the shopper is. Accepted: the cart (if it still is that
 * order) and the checkout's draft go, with a link to the order. Refused: the shop's reason and
 * the way back to checkout, the cart kept as it is.
 */
export function OrderOutbox({ lines, clearCart }: Props) {
  const { t } = useTranslation('order-outbox');
  const account = useSessionKey();
  const entries = useQueuedOrders();
  const [notice, setNotice] = useState<QueuedOrder>();
  // Keys already shown: the entry may still be listed while its removal is on its way.
  const [shown, setShown] = useState<readonly string[]>([]);
  useSendQueued(account);

  const answered = entries?.find(
    (entry) => entry.account === account && entry.status !== 'queued' && !shown.includes(entry.key),
  );
  if (answered && !notice) {
    // Adjusting state to what the queue says, during render (no effect round trip).
    setNotice(answered);
    setShown([...shown, answered.key]);
  }

  useEffect(() => {
    if (!notice) return;
    // Shown once: the entry goes, so another tab or a later page does not show it again.
    void orderQueue()
      .remove(notice.key)
      .catch(() => undefined);
    if (notice.status !== 'placed') return;
    clearDraft();
    saveAttempt(undefined);
    // SWR's whole module, fetched here (it is cached: every list page has it). A static import
    // of useSWRConfig alone made webpack split SWR's core into a chunk of its own, which
    // cost every page that lists anything about 0.3 kB of first-load JavaScript.
    void import('swr').then(({ mutate }) => mutate(isOrdersKey));
  }, [notice]);

  // The cart goes only while it still is the order accepted (same-lines.ts).
  const placedBody = notice?.status === 'placed' ? notice.body : undefined;
  useEffect(() => {
    if (placedBody && cartIsOrder(lines, placedBody)) clearCart();
  }, [placedBody, lines, clearCart]);

  const close = () => setNotice(undefined);
  const placed = notice?.status === 'placed' ? notice.order : undefined;
  return (
    <Snackbar open={Boolean(notice)} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
      <Alert
        severity={placed ? 'success' : 'error'}
        role="status"
        action={
          <>
            <Button
              component={ShopLink}
              href={placed ? `/orders/${placed.id}` : '/checkout'}
              color="inherit"
              size="small"
              onClick={close}
            >
              {placed ? t('placed.open') : t('refused.action')}
            </Button>
            <Button color="inherit" size="small" onClick={close}>
              {t('close')}
            </Button>
          </>
        }
      >
        {placed
          ? t('placed.message', { number: placed.number })
          : t('refused.message', { reason: notice?.reason ?? t('refused.fallback') })}
      </Alert>
    </Snackbar>
  );
}
