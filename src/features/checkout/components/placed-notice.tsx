import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import ShopLink from '@/components/ui/shop-link';
import { useEffect } from 'react';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { markOrderPlaced } from '@/lib/install-offer/install-offer-state';

/** Shown for the moment between the order being placed and its page opening. */
export function PlacedNotice({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  // A first order is a good moment to offer installing the shop (global-overlays.tsx).
  useEffect(markOrderPlaced, []);
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button
          component={ShopLink}
          href={`/orders/${order.id}?placed=1`}
          color="inherit"
          size="small"
        >
          {t('placed.open')}
        </Button>
      }
    >
      {t('placed.message', { number: order.number })}
    </Alert>
  );
}
