import ReceiptLongOutlinedIcon from '@mui/icons-material/ReceiptLongOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Skeleton } from '@/components/ui/skeleton';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { EmptyState } from '@/components/ui/empty-state';
import { LoadError } from '@/components/ui/load-error';
import type { CartItem } from '@/contracts/cart';
import { useOrders } from '../api/get-orders';
import { OrderListItem } from './order-list-item';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  /** Puts an order's lines back in the cart (the page hands the cart's changeAmount in). */
  onOrderAgain?: (lines: CartItem[]) => void;
};

/** /orders: every order of the shopper, newest first (the backend's order). */
export function OrderList({ onOrderAgain }: Props = {}) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const { data: orders, error, mutate } = useOrders(locale);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h2" sx={{ mb: 3 }}>
        {t('list.title')}
      </Typography>
      {error ? <LoadError onRetry={() => void mutate()} /> : null}
      {!orders && !error ? (
        <Box aria-hidden sx={{ display: 'grid', gap: 1.5 }}>
          {[0, 1, 2].map((index) => (
            <Skeleton key={index} variant="rounded" height={104} />
          ))}
        </Box>
      ) : null}
      {orders?.length === 0 ? (
        <EmptyState
          icon={<ReceiptLongOutlinedIcon fontSize="inherit" />}
          title={t('list.emptyTitle')}
          message={t('list.emptyMessage')}
          action={
            <Button component={ShopLink} href="/" variant="contained">
              {t('list.shop')}
            </Button>
          }
        />
      ) : null}
      {orders && orders.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5 }}>
          {orders.map((order) => (
            <OrderListItem key={order.id} order={order} onOrderAgain={onOrderAgain} />
          ))}
        </Box>
      ) : null}
    </Container>
  );
}
