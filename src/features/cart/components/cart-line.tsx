import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import NextLink from 'next/link';
import { useTranslation } from 'next-i18next/pages';
import type { CartItem } from '@/contracts/cart';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { lineTotal } from '../model/cart-reducer';
import { CartLineImage } from './cart-line-image';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  line: CartItem;
  /** Units in stock, once the shop has said. */
  stock?: number;
  onQtyChange: (qty: number) => void;
  /** `compact` in the drawer; `wide` spreads into columns from tablets up (cart page). */
  variant: 'compact' | 'wide';
};

const COMPACT = {
  gridTemplateColumns: '64px minmax(0, 1fr) auto',
  gridTemplateAreas: '"img info remove" "img stepper total"',
} as const;

/** One cart line: picture, name, unit price, stock warning, stepper, line total, remove. */
export function CartLine({ line, stock, onQtyChange, variant }: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const wide = variant === 'wide';
  const price = formatMoney(line.price, locale);
  const short = stock !== undefined && stock < line.qty;

  return (
    <Box
      component="li"
      data-testid="cart-line"
      sx={{
        display: 'grid',
        columnGap: 2,
        rowGap: 1,
        alignItems: 'center',
        py: 2,
        borderBottom: 1,
        borderColor: 'divider',
        ...COMPACT,
        ...(wide && {
          gridTemplateColumns: {
            xs: COMPACT.gridTemplateColumns,
            sm: '80px minmax(0, 1fr) auto minmax(96px, auto) auto',
          },
          gridTemplateAreas: {
            xs: COMPACT.gridTemplateAreas,
            sm: '"img info stepper total remove"',
          },
        }),
      }}
    >
      <Box sx={{ gridArea: 'img', alignSelf: 'start' }}>
        <CartLineImage src={line.image} size={wide ? 80 : 64} />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={NextLink}
          href={line.shop ? `/${line.shop}/product/${line.id}` : `/product/${line.id}`}
          color="text.primary"
          sx={{ fontWeight: 600, display: 'block', overflowWrap: 'anywhere' }}
        >
          {line.name}
        </Link>
        <Typography variant="body2" color="text.secondary" data-testid="line-unit-price">
          {line.unit
            ? t('line.pricePerUnit', { price, unit: line.unit })
            : t('line.priceEach', { price })}
        </Typography>
        {short ? (
          <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
            {stock > 0 ? t('line.onlyLeft', { n: formatNumber(stock, locale) }) : t('line.soldOut')}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'stepper' }}>
        <QuantityStepper
          value={line.qty}
          onChange={onQtyChange}
          name={line.name}
          max={stock}
          min={1}
          size="small"
        />
      </Box>
      <Typography
        sx={{ gridArea: 'total', fontWeight: 700, textAlign: 'end', whiteSpace: 'nowrap' }}
        data-testid="line-total"
      >
        {formatMoney(lineTotal(line), locale)}
      </Typography>
      <IconButton
        onClick={() => onQtyChange(0)}
        aria-label={t('line.remove', { name: line.name })}
        sx={{ gridArea: 'remove', justifySelf: 'end', alignSelf: wide ? 'center' : 'start' }}
        data-testid="remove-line"
      >
        <CloseIcon fontSize="small" />
      </IconButton>
    </Box>
  );
}
