import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import dynamic from 'next/dynamic';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useState, type ReactNode } from 'react';
import { EmptyState } from '@/components/ui/empty-state';
import type { CartItem } from '@/contracts/cart';
import type { Order } from '@/contracts/order';
import { useHydrated } from '@/lib/use-hydrated';
import type { AddressSlotProps } from '../model/address-slot';
import { CheckoutSkeleton } from './checkout-skeleton';
import { PlacedNotice } from './placed-notice';

// The form (react-hook-form, text fields, the address step) only ever renders in the browser,
// after the saved cart is read: it is its own chunk, requested as this module runs, so it
// downloads while the page hydrates instead of being part of every byte parsed before it.
const loadCheckoutForm = () => import('./checkout-form').then((m) => m.CheckoutForm);
if (typeof window !== 'undefined') void loadCheckoutForm().catch(() => undefined);
const CheckoutForm = dynamic(loadCheckoutForm, {
  ssr: false,
  loading: () => <CheckoutSkeleton />,
});

type Props = {
  /** The cart's lines (the page reads them from the cart feature). */
  lines: CartItem[];
  /** Called once with the placed order: the page empties the cart and opens the order. */
  onPlaced: (order: Order) => void;
  /** The address step, from the addresses feature. */
  renderAddressPicker: (slot: AddressSlotProps) => ReactNode;
};

/** /checkout: the cart is read after hydration, so the first paint is a skeleton, not "empty". */
export function CheckoutView({ lines, onPlaced, renderAddressPicker }: Props) {
  const { t } = useTranslation('checkout');
  const hydrated = useHydrated();
  const [placed, setPlaced] = useState<Order>();

  const body = () => {
    if (!hydrated) return <CheckoutSkeleton />;
    // Placed beats empty: the cart is emptied on the way to the order page.
    if (placed) return <PlacedNotice order={placed} />;
    if (lines.length === 0) {
      return (
        <EmptyState
          icon={<ShoppingCartOutlinedIcon fontSize="inherit" />}
          title={t('empty.title')}
          message={t('empty.message')}
          action={
            <Button component={ShopLink} href="/" variant="contained">
              {t('empty.action')}
            </Button>
          }
        />
      );
    }
    return (
      <CheckoutForm
        lines={lines}
        // The queue's notice (QueuedOrders) is at the top: the shopper is taken to it.
        onQueued={() => window.scrollTo({ top: 0, behavior: 'smooth' })}
        renderAddressPicker={renderAddressPicker}
        onPlaced={(order) => {
          setPlaced(order);
          onPlaced(order);
        }}
      />
    );
  };

  return (
    <Container sx={{ py: { xs: 2, md: 4 } }}>
      <Typography component="h1" variant="h2" sx={{ mb: { xs: 2, md: 3 } }}>
        {t('title')}
      </Typography>
      {body()}
    </Container>
  );
}
