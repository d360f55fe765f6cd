import ShoppingCartOutlinedIcon from '@mui/icons-material/ShoppingCartOutlined';
import { styled } from '@mui/material/styles';
import { formatNumber } from '@/lib/format/number';
import { useCartCount } from '../hooks/use-cart';
import { useLocale } from '@/lib/i18n/use-locale';

const MAX_SHOWN = 99;

// The bubble as MUI's Badge draws it (its corner of the icon, the theme's primary fill),
// without the Badge component: it was 2 kB of every page's first load for this one number.
const Holder = styled('span')({ position: 'relative', display: 'inline-flex' });

const Bubble = styled('span')(({ theme }) => ({
  position: 'absolute',
  top: 0,
  insetInlineEnd: 0,
  // Half outside the icon's corner, towards the reading direction's end.
  transform: `translate(${theme.direction === 'rtl' ? '-50%' : '50%'}, -50%)`,
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minWidth: 20,
  height: 20,
  padding: theme.spacing(0, 0.75),
  borderRadius: 10,
  backgroundColor: theme.palette.primary.main,
  color: theme.palette.primary.contrastText,
  fontSize: theme.typography.pxToRem(12),
  fontWeight: 500,
  lineHeight: 1,
  whiteSpace: 'nowrap',
}));

/** The cart icon with the number of units in the cart (in the page's digits). */
export function CartCountIcon() {
  const count = useCartCount();
  const locale = useLocale();
  const shown =
    count > MAX_SHOWN ? `${formatNumber(MAX_SHOWN, locale)}+` : formatNumber(count, locale);
  return (
    <Holder>
      <ShoppingCartOutlinedIcon />
      {/* The count is part of the button's name; the bubble is only for the eye. */}
      {count > 0 ? (
        <Bubble aria-hidden data-testid="cart-count">
          {shown}
        </Bubble>
      ) : null}
    </Holder>
  );
}
