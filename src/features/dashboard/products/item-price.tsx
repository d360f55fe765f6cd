import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import { formatMoney } from '@/lib/format/money';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { price: number; oldPrice: number | null };

/** A price as the shop shows it: the old one struck through beside it, read as "was". */
export function ItemPrice({ price, oldPrice }: Props) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  return (
    <Typography component="span" sx={{ fontWeight: 700, whiteSpace: 'nowrap' }}>
      {formatMoney(price, locale)}
      {oldPrice !== null && oldPrice > price ? (
        <Box
          component="del"
          aria-label={t('products.history.was', { price: formatMoney(oldPrice, locale) })}
          sx={{ color: 'text.secondary', fontWeight: 400, ms: 1 }}
          data-testid="old-price"
        >
          {formatMoney(oldPrice, locale)}
        </Box>
      ) : null}
    </Typography>
  );
}
