import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import { useTranslation } from 'next-i18next/pages';
import { cartLineKey, type CartItem } from '@/contracts/cart';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';
import { lineEstimate } from '../model/line-estimate';

type Props = { lines: CartItem[]; errors: Record<number, string> };

/**
 * The cart's lines: the weight and choices picked, quantity × unit price, the line's price
 * (an estimate for a line sold by weight, said so) and the backend's reason beside a refused
 * line.
 */
export function SummaryLines({ lines, errors }: Props) {
  const { t } = useTranslation('checkout');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {lines.map((line, index) => {
        const error = errors[index];
        const estimate = lineEstimate(line);
        const choices = (line.options ?? []).map((option) => option.name);
        const details = [
          line.weight === undefined
            ? undefined
            : t('summary.weight', { weight: formatNumber(line.weight, locale, 3) }),
          ...choices,
        ].filter((part): part is string => Boolean(part));
        const price = estimate.weighed
          ? t('summary.unitPrice', { price: money(estimate.unitPrice) })
          : money(estimate.unitPrice);
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
                {details.length > 0 ? (
                  <Typography variant="body2" data-testid="checkout-line-choices">
                    {details.join(' · ')}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {t('summary.qtyPrice', { qty: formatNumber(line.qty, locale), price })}
                </Typography>
                {estimate.weighed ? (
                  <Typography variant="caption" color="text.secondary">
                    {t('summary.finalAfterWeighing')}
                  </Typography>
                ) : null}
              </Box>
              <Typography variant="body2" sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {estimate.weighed
                  ? t('summary.estimated', { total: money(estimate.total) })
                  : money(estimate.total)}
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
