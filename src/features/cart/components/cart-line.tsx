import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import CloseIcon from '@mui/icons-material/Close';
import ShopLink from '@/components/ui/shop-link';
import { useTranslation } from 'next-i18next/pages';
import type { CartItem } from '@/contracts/cart';
import { cartLinePath } from '@/contracts/cart-demo-lines';
import { gramsOf, GRAMS_PER_KG } from '@/contracts/line-pricing';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { lineTotal } from '../model/cart-reducer';
import { isEstimated, unitPrice, type ItemOffers, type LineChoices } from '../model/line-choices';
import { CartLineChoiceEditor, CartLineChoiceSummary } from './cart-line-choices';
import { CartLineImage } from './cart-line-image';
import { QuantityStepper } from './quantity-stepper';

type Props = {
  line: CartItem;
  /** Units in stock, once the shop has said. */
  stock?: number;
  /** The most the line may hold (the stock and the item's most per order), once known. */
  max?: number;
  onQtyChange: (qty: number) => void;
  /** What the item offers today, once the shop has said: the line's choices can change. */
  offers?: ItemOffers & { perKg: boolean };
  onChoicesChange: (next: LineChoices) => void;
  /** `compact` in the drawer; `wide` spreads into columns from tablets up (cart page). */
  variant: 'compact' | 'wide';
};

/** The picture's side: the width of its grid column below (cart-line-image.tsx says why). */
const IMAGE = { compact: { xs: 64, sm: 64 }, wide: { xs: 64, sm: 80 } } as const;

const COMPACT = {
  gridTemplateColumns: `${IMAGE.compact.xs}px minmax(0, 1fr) auto`,
  gridTemplateAreas: '"img info remove" "img stepper total"',
} as const;
/** The row under a line whose choices can change: "Edit choices" and its pickers. */
const EDIT_ROW = { compact: ' "edit edit edit"', wide: ' ". edit edit edit edit"' } as const;

/**
 * One cart line: picture, name, unit price (with the options' deltas), weight and choices,
 * stock warning, stepper, line total (an estimate for a line sold by weight), remove, and
 * "Edit choices" when the item offers any.
 */
export function CartLine({
  line,
  stock,
  max = stock,
  onQtyChange,
  offers,
  onChoicesChange,
  variant,
}: Props) {
  const { t } = useTranslation('cart');
  const locale = useLocale();
  const wide = variant === 'wide';
  const price = formatMoney(unitPrice(line), locale);
  // A line of an item sold by the kg holds kg (ADR 0018): its pieces' weight, or whole kg.
  const weighed = offers?.perKg ?? line.weight !== undefined;
  const holds = weighed
    ? (line.weight === undefined ? GRAMS_PER_KG : gramsOf(line.weight)) * line.qty
    : line.qty;
  const short = stock !== undefined && (weighed ? gramsOf(stock) : stock) < holds;
  const editable =
    offers !== undefined && (offers.weight_options.length > 0 || offers.options.length > 0);
  const compactAreas = COMPACT.gridTemplateAreas + (editable ? EDIT_ROW.compact : '');

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
        gridTemplateColumns: COMPACT.gridTemplateColumns,
        gridTemplateAreas: compactAreas,
        ...(wide && {
          gridTemplateColumns: {
            xs: COMPACT.gridTemplateColumns,
            sm: `${IMAGE.wide.sm}px minmax(0, 1fr) auto minmax(96px, auto) auto`,
          },
          gridTemplateAreas: {
            xs: compactAreas,
            sm: '"img info stepper total remove"' + (editable ? EDIT_ROW.wide : ''),
          },
        }),
      }}
    >
      <Box sx={{ gridArea: 'img', alignSelf: 'start' }}>
        <CartLineImage src={line.image} size={IMAGE[variant]} />
      </Box>
      <Box sx={{ gridArea: 'info', minWidth: 0 }}>
        <Link
          component={ShopLink}
          href={cartLinePath(line)}
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
        <CartLineChoiceSummary line={line} />
        {short ? (
          <Typography variant="body2" color="error.main" sx={{ fontWeight: 600 }}>
            {stock <= 0
              ? t('line.soldOut')
              : weighed
                ? t('line.onlyLeftWeighed', { n: formatNumber(stock, locale, 3), unit: line.unit })
                : t('line.onlyLeft', { n: formatNumber(stock, locale) })}
          </Typography>
        ) : null}
      </Box>
      <Box sx={{ gridArea: 'stepper' }}>
        <QuantityStepper
          value={line.qty}
          onChange={onQtyChange}
          name={line.name}
          max={max}
          min={1}
          size="small"
        />
      </Box>
      <Box sx={{ gridArea: 'total', textAlign: 'end', whiteSpace: 'nowrap' }}>
        <Typography sx={{ fontWeight: 700 }} data-testid="line-total">
          {formatMoney(lineTotal(line), locale)}
        </Typography>
        {isEstimated(line) ? (
          <Typography variant="caption" color="text.secondary" data-testid="line-estimated">
            {t('line.estimated')}
          </Typography>
        ) : null}
      </Box>
      <IconButton
        onClick={() => onQtyChange(0)}
        aria-label={t('line.remove', { name: line.name })}
        sx={{ gridArea: 'remove', justifySelf: 'end', alignSelf: wide ? 'center' : 'start' }}
        data-testid="remove-line"
      >
        <CloseIcon fontSize="small" />
      </IconButton>
      {editable ? (
        <Box sx={{ gridArea: 'edit' }}>
          <CartLineChoiceEditor
            line={line}
            offers={offers}
            perKg={offers.perKg}
            onChange={onChoicesChange}
          />
        </Box>
      ) : null}
    </Box>
  );
}
