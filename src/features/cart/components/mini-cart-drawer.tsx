import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useId, useRef } from 'react';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useCart } from '../hooks/use-cart';
import { useLocale } from '@/lib/i18n/use-locale';
import { CartEmpty } from './cart-empty';
import { CartLines } from './cart-lines';
import { focusRingSx } from '@/components/layout/focus-ring';

type Props = { open: boolean; onClose: () => void };

/**
 * The mini cart, sliding in from the end side: lines with steppers, the subtotal, and the
 * way on to the cart page or checkout. Loaded only when first opened (next/dynamic).
 */
export function MiniCartDrawer({ open, onClose }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const { cart, count, subtotal, estimated } = useCart();
  const titleId = useId();
  const titleRef = useRef<HTMLHeadingElement>(null);

  return (
    <Drawer
      anchor="right"
      open={open}
      onClose={onClose}
      slotProps={{
        paper: {
          role: 'dialog',
          'aria-modal': true,
          'aria-labelledby': titleId,
          sx: {
            ...focusRingSx,
            width: { xs: '100%', sm: 420 },
            display: 'flex',
            flexDirection: 'column',
          },
        },
      }}
      data-testid="mini-cart"
    >
      <Stack
        direction="row"
        sx={{ alignItems: 'center', gap: 1, px: 2, py: 1, borderBottom: 1, borderColor: 'divider' }}
      >
        <Typography
          id={titleId}
          ref={titleRef}
          tabIndex={-1}
          component="h2"
          variant="h4"
          sx={{ flexGrow: 1, outline: 'none' }}
        >
          {t('drawer.title')}{' '}
          {count > 0 ? (
            <Typography
              component="span"
              color="text.secondary"
              sx={{ marginInlineStart: 1, fontSize: '1rem' }}
            >
              {t('drawer.count', { n: formatNumber(count, locale) })}
            </Typography>
          ) : null}
        </Typography>
        <IconButton onClick={onClose} aria-label={t('drawer.close')} data-testid="mini-cart-close">
          <CloseIcon />
        </IconButton>
      </Stack>

      <Box sx={{ flexGrow: 1, overflowY: 'auto', px: 2 }}>
        {cart.length === 0 ? (
          <CartEmpty onNavigate={onClose} />
        ) : (
          <CartLines variant="compact" onLineRemoved={() => titleRef.current?.focus()} />
        )}
      </Box>

      {cart.length > 0 ? (
        <Box sx={{ p: 2, borderTop: 1, borderColor: 'divider', bgcolor: 'background.default' }}>
          <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'baseline' }}>
            <Typography sx={{ fontWeight: 600 }}>{t('summary.subtotal')}</Typography>
            <Typography variant="h4" component="p" data-testid="mini-cart-subtotal">
              {formatMoney(subtotal, locale)}
            </Typography>
          </Stack>
          {estimated ? (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
              {t('choices.note')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            {t('summary.confirmedAtCheckout')}
          </Typography>
          <Stack spacing={1} sx={{ mt: 2 }}>
            <Button
              component={ShopLink}
              href="/checkout"
              variant="contained"
              size="large"
              onClick={onClose}
              data-testid="mini-cart-checkout"
            >
              {t('actions.checkout')}
            </Button>
            <Button
              component={ShopLink}
              href="/cart"
              variant="outlined"
              // Orange text on white is below AA contrast: the outline takes the text colour.
              color="inherit"
              size="large"
              onClick={onClose}
              data-testid="mini-cart-view"
            >
              {t('actions.viewCart')}
            </Button>
          </Stack>
        </Box>
      ) : null}
    </Drawer>
  );
}
