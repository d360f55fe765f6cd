import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { cartLineKey, type CartItem } from '@/contracts/cart';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = { lines: CartItem[]; errors: Record<number, string> };

/** The cart's lines with quantity × price, and the backend's reason beside a refused line. */
export function SummaryLines({ lines, errors }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, index) => {
        const error = errors[index];
        return (
          <Box component="li" key={cartLineKey(line)} sx={{ py: 1 }} data-testid="checkout-line">
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              {line.image ? (
                <Image
                  src={line.image}
                  alt=""
                  width={44}
                  height={44}
                  unoptimized
                  style={{ borderRadius: 8, flexShrink: 0, objectFit: 'cover' }}
                />
              ) : null}
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {line.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('summary.qtyPrice', {
                    qty: formatNumber(line.qty, locale),
                    price: formatMoney(line.price, locale),
                  })}
                </Typography>
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {formatMoney(Math.round(line.price * 100 * line.qty) / 100, locale)}
              </Typography>
            </Stack>
            {error ? (
              <Typography variant="body2" color="error" sx={{ mt: 0.5 }} data-testid="line-error">
                {error}
              </Typography>
            ) : null}
          </Box>
        );
      })}
    </Box>
  );
}
