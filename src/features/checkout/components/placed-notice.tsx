import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';

/** Shown for the moment between the order being placed and its page opening. */
export function PlacedNotice({ order }: { order: Order }) {
  const { t } = useTranslation('checkout');
  return (
    <Alert
      severity="success"
      role="status"
      action={
        <Button
          component={NextLink}
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
