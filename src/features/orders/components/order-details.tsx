import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { CartItem } from '@/contracts/cart';
import type { DeliveryCharge } from '@/contracts/shop-info';
import { useOrder } from '../api/get-order';
import { isNotFound } from '@/lib/api/is-not-found';
import { OrderDetailsBody } from './order-details-body';
import { OrderDetailsSkeleton } from './order-details-skeleton';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  id: number;
  /** Arrived from checkout: the page thanks the shopper and offers the WhatsApp copy. */
  placed?: boolean;
  /** Delivery zones (for the estimated time), from the page. */
  zones?: DeliveryCharge[];
  /** The shop's WhatsApp number, from the page (contact feature). */
  whatsappNumber?: string;
  /** Puts an order's lines back in the cart (the page hands the cart's changeAmount in). */
  onOrderAgain?: (lines: CartItem[]) => void;
};

/** /orders/[id]: one order; an unknown id or another shopper's order is "not found". */
export function OrderDetails({ id, placed = false, zones, whatsappNumber, onOrderAgain }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { data: order, error, mutate } = useOrder(id, locale);

  const content = () => {
    if (isNotFound(error)) {
      return (
        <>
          <Typography component="h1" variant="h2">
            {t('detail.notFoundHeading')}
          </Typography>
          <EmptyState
            icon={<ReceiptLongOutlinedIcon fontSize="inherit" />}
            title={t('detail.notFoundTitle')}
            message={t('detail.notFoundMessage')}
            action={
              <Button component={ShopLink} href="/orders" variant="contained">
                {t('detail.toList')}
              </Button>
            }
          />
        </>
      );
    }
    if (error) {
      return (
        <>
          <Typography component="h1" variant="h2" sx={{ mb: 2 }}>
            {t('detail.title')}
          </Typography>
          <LoadError onRetry={() => void mutate()} />
        </>
      );
    }
    if (!order) return <OrderDetailsSkeleton />;
    // The zone's usual time only for an order without a round: a round is the promise.
    const eta = order.slot
      ? undefined
      : zones?.find((zone) => zone.id === order.address.zone_id)?.eta;
    return (
      <OrderDetailsBody
        order={order}
        placed={placed}
        eta={eta}
        whatsappNumber={whatsappNumber}
        onOrderAgain={onOrderAgain}
      />
    );
  };

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Button
        component={ShopLink}
        href="/orders"
        color="inherit"
        startIcon={
          <ArrowBackIcon
            sx={{ transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined) }}
          />
        }
        sx={{ mb: 1 }}
      >
        {t('detail.back')}
      </Button>
      {content()}
    </Container>
  );
}
