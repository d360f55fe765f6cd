import PhoneOutlinedIcon from '@mui/icons-material/PhoneOutlined';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { formatDateTime } from '@/lib/format/date';
import { formatNumber } from '@/lib/format/number';
import { useLocale } from '@/lib/i18n/use-locale';

/**
 * The last mile, as the shopper waits for it: while the order is out on a driver's round, who
 * brings it, a button to call them, and how many stops come first ("stop 3 of 7"); once
 * delivered, when. Nothing before the order leaves the shop.
 */
export function OrderDeliveryNow({ order }: { order: Order }) {
  const { t } = useTranslation('orders');
  const locale = useLocale();
  if (order.status === 'Delivered') {
    const at = [...(order.history ?? [])]
      .reverse()
      .find((entry) => entry.status === 'Delivered')?.at;
    if (!at) return null;
    return (
      <Typography
        sx={{ mt: 2, textAlign: 'center', fontWeight: 600 }}
        data-testid="order-delivered-at"
      >
        {t('delivery.deliveredAt', { at: formatDateTime(at, locale) })}
      </Typography>
    );
  }
  if (order.status !== 'OutForDelivery' || !order.driver) return null;
  return (
    <Stack
      spacing={1}
      sx={{ mt: 2, alignItems: 'center', textAlign: 'center' }}
      data-testid="order-driver"
    >
      <Typography sx={{ fontWeight: 600 }}>
        {t('delivery.driver', { name: order.driver.first_name })}
      </Typography>
      {order.stop ? (
        <Typography color="text.secondary">
          {t('delivery.stop', {
            position: formatNumber(order.stop.position, locale),
            of: formatNumber(order.stop.of, locale),
          })}
        </Typography>
      ) : null}
      <Button
        variant="outlined"
        startIcon={<PhoneOutlinedIcon />}
        href={`tel:${order.driver.phone}`}
        sx={{ minHeight: 48 }}
      >
        {t('delivery.call', { name: order.driver.first_name })}
      </Button>
    </Stack>
  );
}
