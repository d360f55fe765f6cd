import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/** At or below this, the page says how many are left. */
const LOW_STOCK = 5;

type Props = {
  stock: number;
  /** The most one order may take (the item's stock unit), said while there is stock. */
  maxPerOrder?: number | null;
  /** The item is sold by the kg: its stock and most per order count kg, not pieces. */
  byKg?: boolean;
  /** The item's localised unit ("kg", «كجم»), said after kg left (ADR 0018). */
  unit?: string;
};

/**
 * In stock, only a few left, or out of stock, in words and with an icon (not colour alone),
 * and the most one order may take when the shop set one, before the shopper hits it.
 */
export function StockState({ stock, maxPerOrder, byKg = false, unit }: Props) {
  const { t } = useTranslation('product');
  const locale = useLocale();
  const [Icon, color, text] =
    stock <= 0
      ? [HighlightOffOutlined, 'error.dark', t('stock.outOfStock')]
      : stock <= LOW_STOCK
        ? [
            ErrorOutlineOutlined,
            'warning.dark',
            // «باقي ٣ بس» of a kg item was read as three birds: kg say their unit.
            byKg
              ? t('stock.lowStockWeighed', { n: formatNumber(stock, locale, 3), unit })
              : t('stock.lowStock', { n: formatNumber(stock, locale) }),
          ]
        : [CheckCircleOutlined, 'success.dark', t('stock.inStock')];
  return (
    <div data-testid="stock-state">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.75 }}>
        <Icon aria-hidden fontSize="small" sx={{ color }} />
        <Typography component="span" sx={{ fontWeight: 600 }}>
          {text}
        </Typography>
      </Box>
      {stock <= 0 ? (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
          {t('stock.outOfStockHint')}
        </Typography>
      ) : null}
      {stock > 0 && maxPerOrder ? (
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 0.5 }}
          data-testid="max-per-order"
        >
          {t(byKg ? 'stock.maxPerOrderKg' : 'stock.maxPerOrder', {
            n: formatNumber(maxPerOrder, locale, 3),
          })}
        </Typography>
      ) : null}
    </div>
  );
}
