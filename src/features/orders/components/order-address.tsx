import Typography from '@mui/material/Typography';
import Box from '@mui/material/Box';
import { useTranslation } from 'next-i18next/pages';
import type { Order } from '@/contracts/order';
import { orderAddressLines } from '../model/order-address-lines';
import { IsolatedParts } from '@/components/ui/isolated-parts';

/** Where the order goes, as it was when the order was placed (later edits do not change it). */
export function OrderAddress({ address }: { address: Order['address'] }) {
  const { t } = useTranslation('orders');
  return (
    <Box component="address" sx={{ fontStyle: 'normal' }}>
      <Typography sx={{ fontWeight: 600 }}>
        <bdi>{address.recipient}</bdi>
      </Typography>
      <Typography variant="body2" color="text.secondary">
        <bdi dir="ltr">{address.phone}</bdi>
      </Typography>
      {orderAddressLines(address, t).map((parts) => (
        <Typography key={parts.join('|')} variant="body2">
          <IsolatedParts parts={parts} separator={t('address.separator')} />
        </Typography>
      ))}
      {address.landmark ? (
        <Typography variant="body2" color="text.secondary">
          <bdi>{t('address.landmark', { value: address.landmark })}</bdi>
        </Typography>
      ) : null}
      {address.notes ? (
        <Typography variant="body2" color="text.secondary">
          <bdi>{t('address.notes', { value: address.notes })}</bdi>
        </Typography>
      ) : null}
    </Box>
  );
}
