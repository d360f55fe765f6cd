import ReplayIcon from '@mui/icons-material/Replay';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import { useState } from 'react';
import type { CartItem } from '@/contracts/cart';
import type { Order } from '@/contracts/order';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { getShopItems } from '../api/shop-items';
import { reorderLines, type Reorder, type Unavailable } from '../model/order-again';

type Props = {
  order: Order;
  /** Puts the lines in the cart (the page hands the cart feature's changeAmount in). */
  onAddLines: (lines: CartItem[]) => void;
};

/**
 * "Order again": the order's lines, checked against the shop today, go back in the cart with
 * their weight and choices; a polite status then says how many went in and names the lines no
 * longer available, with a link to the cart.
 */
export function OrderAgainButton({ order, onAddLines }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const [busy, setBusy] = useState(false);
  const [result, setResult] = useState<Reorder | 'failed'>();

  const reason = (line: Unavailable) =>
    line.reason === 'weight'
      ? t('again.reason.weight', { name: line.name, weight: formatNumber(line.weight, locale, 3) })
      : line.reason === 'option'
        ? t('again.reason.option', { name: line.name, option: line.option })
        : t(`again.reason.${line.reason}`, { name: line.name });

  const orderAgain = async () => {
    setBusy(true);
    try {
      const reorder = reorderLines(order, await getShopItems(locale));
      onAddLines(reorder.lines);
      setResult(reorder);
    } catch {
      setResult('failed');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Box>
      <Button
        variant="outlined"
        onClick={() => void orderAgain()}
        disabled={busy}
        startIcon={
          busy ? <CircularProgress size={18} color="inherit" aria-hidden /> : <ReplayIcon />
        }
        data-testid="order-again"
      >
        {busy ? t('again.adding') : t('again.button')}
      </Button>
      <Box role="status" aria-live="polite" sx={{ mt: result ? 1 : 0 }}>
        {result === 'failed' ? (
          <Typography variant="body2" color="error">
            {t('again.failed')}
          </Typography>
        ) : result ? (
          <>
            <Typography variant="body2">
              {t('again.added', {
                count: result.lines.length,
                n: formatNumber(result.lines.length, locale),
              })}{' '}
              {result.lines.length > 0 ? (
                <Link component={ShopLink} href="/cart" color="primary.dark">
                  {t('again.toCart')}
                </Link>
              ) : null}
            </Typography>
            {result.unavailable.length > 0 ? (
              <Typography
                variant="body2"
                color="warning.dark"
                data-testid="order-again-unavailable"
              >
                {t('again.unavailable', {
                  names: result.unavailable.map(reason).join(t('again.separator')),
                })}
              </Typography>
            ) : null}
          </>
        ) : null}
      </Box>
    </Box>
  );
}
