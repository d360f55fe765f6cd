import IconButton from '@mui/material/IconButton';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { useCartCount } from '../hooks/use-cart';
import { useLocale } from '@/lib/i18n/use-locale';
import { CartCountIcon } from './cart-count-icon';

type Props = {
  onOpen: () => void;
  /** Pointer or focus on the button: a chance to load the drawer's code before the press. */
  onIntent?: () => void;
};

/** The header's cart button: the count on the icon, opening the mini cart. */
export function CartButton({ onOpen, onIntent }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const count = useCartCount();
  return (
    <IconButton
      color="inherit"
      onClick={onOpen}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      aria-haspopup="dialog"
      aria-label={t('badge.label', { n: formatNumber(count, locale) })}
      data-testid="cart-button"
    >
      <CartCountIcon />
    </IconButton>
  );
}
