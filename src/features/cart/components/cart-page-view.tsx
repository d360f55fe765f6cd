import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { EmptyState } from '@/components/ui/empty-state';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useRef } from 'react';
import { useCart } from '../hooks/use-cart';
import { useHydrated } from '@/lib/use-hydrated';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { CartSummary } from './cart-summary';
import { focusRingSx } from '@/components/layout/focus-ring';

/** The cart page: lines on one side, the totals with the delivery area on the other. */
export function CartPageView() {
  const { t } = useTranslation('cart');
  const hydrated = useHydrated();
  const { cart } = useCart();
  const headingRef = useRef<HTMLHeadingElement>(null);

  let body;
  if (!hydrated) {
    // The saved cart exists only in the browser. Until it is read the server's page says so,
    // in text of the size an empty cart's words take: a first-time shopper's page is complete
    // at its first paint, instead of its largest text arriving with the scripts (issue 42).
    body = (
      <div data-testid="cart-loading" aria-busy="true">
        <EmptyState
          icon={<ShoppingCartOutlinedIcon fontSize="inherit" />}
          title={t('page.reading')}
          message={t('page.readingHint')}
        />
      </div>
    );
  } else if (cart.length === 0) {
    body = <CartEmpty />;
  } else {
    body = (
      <Box
        sx={{
          display: 'grid',
          gap: { xs: 3, md: 4 },
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', md: 'minmax(0, 1fr) 360px' },
          alignItems: 'start',
        }}
      >
        <div>
          <CartLines variant="wide" onLineRemoved={() => headingRef.current?.focus()} />
          <Button
            component={ShopLink}
            href="/"
            color="inherit"
            startIcon={
              <ArrowBackIcon
                sx={{
                  transform: (theme) => (theme.direction === 'rtl' ? 'scaleX(-1)' : undefined),
                }}
              />
            }
            sx={{ mt: 2 }}
          >
            {t('actions.continueShopping')}
          </Button>
        </div>
        <Box sx={{ position: { md: 'sticky' }, top: { md: 96 } }}>
          <CartSummary />
        </Box>
      </Box>
    );
  }

  return (
    <Container sx={{ ...focusRingSx, py: { xs: 3, md: 5 } }}>
      <Typography
        ref={headingRef}
        tabIndex={-1}
        component="h1"
        variant="h2"
        sx={{ mb: { xs: 2, md: 3 }, outline: 'none' }}
      >
        {t('page.title')}
      </Typography>
      {body}
    </Container>
  );
}
