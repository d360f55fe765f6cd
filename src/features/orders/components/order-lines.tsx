import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import ShopLink from '@/components/ui/shop-link';
import Link from '@mui/material/Link';
import { useTranslation } from 'next-i18next/pages';
import type { ReactNode } from 'react';
import type { Order, OrderLine } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

type Props = {
  items: Order['items'];
  /** Under a line, across its width: what else concerns it (its review, once delivered). */
  renderExtra?: (line: OrderLine) => ReactNode;
};

/**
 * Each line as bought: the weight and choices picked, quantity × unit price (as charged then,
 * per kg for a line sold by weight) and the line's total. A line sold by weight says whether
 * its price is still the estimate or, once weighed, the estimate and the final price.
 */
export function OrderLines({ items, renderExtra }: Props) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  const money = (amount: number) => formatMoney(amount, locale);
  const kg = (weight: number) => formatNumber(weight, locale, 3);

  const weighing = (line: OrderLine) => {
    if (line.weight === null) return undefined;
    if (line.weighed_weight === null || line.estimated) {
      return t('detail.awaitingWeight', { estimated: money(line.estimated_total) });
    }
    return t('detail.weighed', {
      estimated: money(line.estimated_total),
      final: money(line.line_total),
      weight: kg(line.weighed_weight),
    });
  };

  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((line) => {
        const details = [
          line.weight === null ? undefined : t('detail.weight', { weight: kg(line.weight) }),
          ...line.options.map((option) => option.name),
        ].filter((part): part is string => Boolean(part));
        const note = weighing(line);
        return (
          <Box
            component="li"
            key={line.id}
            sx={{
              py: 1.5,
              borderBottom: 1,
              borderColor: 'divider',
              '&:last-child': { borderBottom: 0 },
            }}
            data-testid="order-line"
          >
            <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
              <Image
                src={line.image}
                alt=""
                width={56}
                height={56}
                unoptimized
                style={{ borderRadius: 8, flexShrink: 0, objectFit: 'cover' }}
              />
              <Box sx={{ flexGrow: 1, minWidth: 0 }}>
                <Link
                  component={ShopLink}
                  href={`/product/${line.item_id}`}
                  color="text.primary"
                  underline="hover"
                  sx={{ fontWeight: 600 }}
                >
                  {line.name}
                </Link>
                {details.length > 0 ? (
                  <Typography variant="body2" data-testid="order-line-choices">
                    {details.join(' · ')}
                  </Typography>
                ) : null}
                <Typography variant="body2" color="text.secondary">
                  {line.weight === null
                    ? t('detail.qtyPrice', {
                        qty: formatNumber(line.qty, locale),
                        price: money(line.unit_price),
                        unit: line.unit,
                      })
                    : t('detail.qtyUnitPrice', {
                        qty: formatNumber(line.qty, locale),
                        price: t('detail.perKg', { price: money(line.unit_price) }),
                      })}
                </Typography>
                {note ? (
                  <Typography
                    variant="body2"
                    color="text.secondary"
                    data-testid="order-line-weighing"
                  >
                    {note}
                  </Typography>
                ) : null}
              </Box>
              <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
                {money(line.line_total)}
              </Typography>
            </Stack>
            {renderExtra?.(line)}
          </Box>
        );
      })}
    </Box>
  );
}
