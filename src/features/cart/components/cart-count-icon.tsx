import Badge from '@mui/material/Badge';
import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { formatNumber } from '@/lib/format/number';
import { useCart } from '../hooks/use-cart';
import { useLocale } from '@/lib/i18n/use-locale';

const MAX_SHOWN = 99;

/** The cart icon with the number of units in the cart (in the page's digits). */
export function CartCountIcon() {
  const { count } = useCart();
  const locale = useLocale();
  const shown =
    count > MAX_SHOWN ? `${formatNumber(MAX_SHOWN, locale)}+` : formatNumber(count, locale);
  return (
    <Badge
      badgeContent={shown}
      invisible={count === 0}
      color="primary"
      // The count is part of the button's name; the bubble is only for the eye.
      slotProps={{ badge: { 'aria-hidden': true, 'data-testid': 'cart-count' } as object }}
    >
      <ShoppingCartOutlinedIcon />
    </Badge>
  );
}
