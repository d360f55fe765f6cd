import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import Image from 'next/image';
import NextLink from 'next/link';
import Link from '@mui/material/Link';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { formatMoney } from '@/lib/format/money';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/** Each line as bought: quantity × unit price (as charged then) and the line's total. */
export function OrderLines({ items }: { items: Order['items'] }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  return (
    <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }}>
      {items.map((line) => (
        <Stack
          component="li"
          key={line.item_id}
          direction="row"
          spacing={1.5}
          sx={{
            py: 1.5,
            alignItems: 'center',
            borderBottom: 1,
            borderColor: 'divider',
            '&:last-child': { borderBottom: 0 },
          }}
          data-testid="order-line"
        >
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
              component={NextLink}
              href={`/product/${line.item_id}`}
              color="text.primary"
              underline="hover"
              sx={{ fontWeight: 600 }}
            >
              {line.name}
            </Link>
            <Typography variant="body2" color="text.secondary">
              {t('detail.qtyPrice', {
                qty: formatNumber(line.qty, locale),
                price: formatMoney(line.price, locale),
                unit: line.unit,
              })}
            </Typography>
          </Box>
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>
            {formatMoney(line.line_total, locale)}
          </Typography>
        </Stack>
      ))}
    </Box>
  );
}
