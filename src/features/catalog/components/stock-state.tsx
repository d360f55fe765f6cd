import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import HighlightOffOutlined from '@mui/icons-material/HighlightOffOutlined';
import { useRouter } from 'next/router';
import { useTranslation } from 'next-i18next/pages';
import { formatNumber } from '@/lib/format/number';

/** At or below this, the page says how many are left. */
const LOW_STOCK = 5;

/** In stock, only a few left, or out of stock, in words and with an icon (not colour alone). */
export function StockState({ stock }: { stock: number }) {
  const { t } = useTranslation('product');
  const { locale } = useRouter();
  const [Icon, color, text] =
    stock <= 0
      ? [HighlightOffOutlined, 'error.dark', t('stock.outOfStock')]
      : stock <= LOW_STOCK
        ? [
            ErrorOutlineOutlined,
            'warning.dark',
            t('stock.lowStock', { n: formatNumber(stock, locale) }),
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
    </div>
  );
}
